/**
 * The simulated Payment Window of the in-browser sandbox: where a session's `checkoutUrl` (and a
 * payment link's URL) leads when the session was created against "Simulated sandbox (runs in your
 * browser)". Pay with any test card of config/brand.ts; the outcome is the card's scenario, and the
 * customer is sent to `returnUrl` or `cancelUrl` exactly as the real Payment Window does.
 * `npm run sandbox` serves its own page for sessions created on localhost:4010.
 */
import React, { useEffect, useState } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { testCards } from '@site/config/testCards';
import { simulatedCheckoutText as text } from '@site/config/sandbox';
import { loadHost } from '@site/src/components/SimulatedSandbox';
import CheckoutForm, { type CheckoutSession } from '@site/src/components/SimulatedSandbox/CheckoutForm';
import styles from '@site/src/components/SimulatedSandbox/checkout.module.css';

type Host = Awaited<ReturnType<typeof loadHost>>;
type View =
  { state: 'loading' } | { state: 'missing' } | { state: 'unknown' } | { state: 'ready'; host: Host; session: CheckoutSession };

function useCheckoutSession(): View {
  const [view, setView] = useState<View>({ state: 'loading' });
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const sessionParam = query.get('session');
    const linkParam = query.get('link');
    if (!sessionParam && !linkParam) {
      setView({ state: 'missing' });
      return;
    }
    loadHost()
      .then(async (host) => {
        const simulator = host.browserSimulator();
        const sessionId = sessionParam ?? simulator.checkout.paymentLink(linkParam!)?.sessionId;
        host.persist();
        const session = sessionId ? simulator.checkout.session(sessionId) : undefined;
        setView(session ? { state: 'ready', host, session } : { state: 'unknown' });
      })
      .catch(() => setView({ state: 'unknown' }));
  }, []);
  return view;
}

export default function SimulatedCheckout(): React.ReactElement {
  const view = useCheckoutSession();
  return (
    <Layout title={text.title} description={text.banner}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{text.title}</Heading>
        <p className="alert alert--info">{text.banner}</p>
        {view.state === 'loading' && <p role="status">{text.loading}</p>}
        {view.state === 'missing' && <p role="alert">{text.missingSession}</p>}
        {view.state === 'unknown' && <p role="alert">{text.unknownSession}</p>}
        {view.state === 'ready' && <CheckoutForm host={view.host} session={view.session} cards={testCards} />}
      </main>
    </Layout>
  );
}
