/**
 * The card form of the simulated Payment Window (src/pages/sandbox/checkout.tsx): card, expiry,
 * CVC, the date of birth for an age-verified session, the 3-D Secure step when the card asks for
 * it, and buttons that fill in each test card. Paying or cancelling sends the browser on to the
 * redirect URL the simulator returns, when it is an http or https URL (sandbox/redirect-url.mjs):
 * a `javascript:` URL is never followed.
 */
import React, { useId, useState } from 'react';
import type { TestCardScenario } from '@site/config/testCards';
import { simulatedCheckoutText as text } from '@site/config/sandbox';
import { isWebUrl, notWebUrlMessage } from '@site/sandbox/redirect-url.mjs';
import { hostedFieldsStandIn } from '@site/sandbox/checkout-page.mjs';
import type { loadHost } from './index';
import styles from './checkout.module.css';

type Host = Awaited<ReturnType<typeof loadHost>>;

export type CheckoutSession = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description?: string;
  integration?: string;
  ageVerification?: { minimumAge: number };
};

type PayResult = { outcome: string; errorCode?: string; message?: string; redirectUrl?: string };

/** 12500 EUR -> "€125.00": amounts are in the currency's minor unit. */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

function Field(props: { label: string; value: string; onChange: (value: string) => void; autoComplete?: string; type?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

export default function CheckoutForm({
  host,
  session,
  cards,
}: {
  host: Host;
  session: CheckoutSession;
  cards: readonly TestCardScenario[];
}): React.ReactElement {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('12/35');
  const [cvc, setCvc] = useState('123');
  const [birthDate, setBirthDate] = useState('');
  const [challenge, setChallenge] = useState(false);
  const [challengeCode, setChallengeCode] = useState('');
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const simulator = host.browserSimulator();
  const ageCheck = session.integration === 'age_verification';

  const finish = (result: { redirectUrl?: string }) => {
    host.persist();
    if (!result.redirectUrl) return;
    if (isWebUrl(result.redirectUrl)) window.location.assign(result.redirectUrl);
    else {
      setMessage(notWebUrlMessage);
      setBusy(false);
    }
  };

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      const result = (await simulator.checkout.pay(session.id, {
        cardNumber,
        expiry,
        cvc,
        ...(ageCheck ? { birthDate } : {}),
        ...(challenge ? { challengeCode } : {}),
      })) as PayResult;
      if (result.outcome === 'challenge_required') {
        setChallenge(true);
      } else if (result.redirectUrl) {
        finish(result);
        return;
      } else {
        setMessage(result.message ?? `${result.outcome}${result.errorCode ? ` (${result.errorCode})` : ''}`);
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
    host.persist();
    setBusy(false);
  };

  if (session.status !== 'open') {
    return (
      <p role="alert">
        {text.notOpen} <code>{session.status}</code>
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={pay} aria-describedby={message ? 'checkout-message' : undefined}>
      <p className={styles.amount}>
        <strong>{formatAmount(session.amount, session.currency)}</strong>
        {session.description ? ` · ${session.description}` : null}
      </p>
      {session.integration === 'hosted_fields' ? <p role="note">{hostedFieldsStandIn}</p> : null}
      {challenge ? (
        <Field label={text.challengeCode} value={challengeCode} onChange={setChallengeCode} autoComplete="one-time-code" />
      ) : (
        <>
          <Field label={text.cardNumber} value={cardNumber} onChange={setCardNumber} autoComplete="cc-number" />
          <div className={styles.row}>
            <Field label={text.expiry} value={expiry} onChange={setExpiry} autoComplete="cc-exp" />
            <Field label={text.cvc} value={cvc} onChange={setCvc} autoComplete="cc-csc" />
          </div>
          {ageCheck ? (
            <Field label={text.birthDate} value={birthDate} onChange={setBirthDate} type="date" autoComplete="bday" />
          ) : null}
          <fieldset className={styles.cards}>
            <legend>{text.testCards}</legend>
            {cards.map((card) => (
              <button
                key={card.number}
                type="button"
                className="button button--sm button--outline button--secondary"
                onClick={() => {
                  setCardNumber(card.number);
                  setCvc(card.brand === 'American Express' ? '1234' : '123');
                }}
              >
                {card.scenario} ({card.brand})
              </button>
            ))}
          </fieldset>
        </>
      )}
      {message ? (
        <p id="checkout-message" role="alert" className={styles.message}>
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {challenge ? text.verify : `${text.pay} ${formatAmount(session.amount, session.currency)}`}
        </button>
        <button
          type="button"
          className="button button--link"
          disabled={busy}
          onClick={async () => finish(await simulator.checkout.cancel(session.id))}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
