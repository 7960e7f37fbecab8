/**
 * The analytics consent banner (issue 17), loaded by ./index.tsx only when analytics is configured
 * (config/analytics.ts); it decides whether Google Tag Manager (and Algolia's search insights)
 * load at all. Not a modal: the page stays usable, and nothing third-party loads until the reader
 * presses "Accept". The footer's "Analytics preferences" button reopens it.
 */
import React, { useEffect, useRef } from 'react';
import { preferencesButtonAttribute } from '@site/config/analytics';
import { closeConsent, decideConsent, reopenConsent, useConsent, type ConsentDecision } from '@site/src/analytics/consent';
import { analytics } from '@site/src/analytics/settings';
import { loadTagManager } from '@site/src/analytics/tagManager';
import styles from './styles.module.css';

/** First-party cookies that Google's tags set (GA4, Ads): removed when the reader withdraws consent. */
function removeGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(_ga|_gid|_gat|_gcl)/.test(name));
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

export default function ConsentBanner(): React.ReactElement | null {
  const consent = useConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = useRef(false);

  // A granted decision loads the container on every page load; nothing loads otherwise.
  useEffect(() => {
    if (consent.decision === 'granted') loadTagManager();
  }, [consent.decision]);

  // The footer's button (plain HTML in config/footer.ts) reopens the banner; focus moves to it.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${preferencesButtonAttribute}]`) : null;
      if (!target) return;
      reopened.current = true;
      reopenConsent();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (consent.asking && reopened.current) {
      reopened.current = false;
      heading.current?.focus();
    }
  }, [consent.asking]);

  if (!consent.asking) return null;

  const decide = (decision: ConsentDecision) => {
    const withdrawn = consent.decision === 'granted' && decision === 'denied';
    decideConsent(decision);
    if (withdrawn) {
      // A loaded container cannot be unloaded: drop its cookies and reload without it.
      removeGoogleCookies();
      window.location.reload();
    }
  };
  const what = [analytics.containerId && 'Google Tag Manager', analytics.searchInsights && "Algolia's search insights"].filter(
    Boolean,
  );

  return (
    <section className={styles.banner} aria-labelledby="analytics-consent-heading" data-analytics-consent="">
      <h2 id="analytics-consent-heading" className={styles.heading} tabIndex={-1} ref={heading}>
        Help us improve these docs?
      </h2>
      <p className={styles.text}>
        With your consent we load {what.join(' and ')} to count page views, your answers to “Was this page helpful?” and your
        searches (card numbers, keys and e-mail addresses removed). Nothing is loaded or sent if you decline. You can change your
        mind under “Analytics preferences” in the footer.
      </p>
      {consent.decision && (
        <p className={styles.current}>
          Your current choice: {consent.decision === 'granted' ? 'analytics accepted' : 'analytics declined'}.
        </p>
      )}
      {consent.storageBlocked && (
        <p className={styles.current}>Your browser blocks site storage: this choice lasts until the page reloads.</p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => decide('granted')}>
          Accept analytics
        </button>
        <button type="button" className={styles.secondary} onClick={() => decide('denied')}>
          Decline
        </button>
        {consent.decision && (
          <button type="button" className={styles.link} onClick={closeConsent}>
            Keep my choice
          </button>
        )}
      </div>
    </section>
  );
}
