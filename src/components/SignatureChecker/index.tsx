/**
 * Notification signature checker: the reader pastes a raw notification body, its Acme-Signature
 * header and the signing secret, and sees whether the signature is valid and, if not, why. The
 * check is src/lib/webhookSignature.ts (Web Crypto, in the browser); nothing leaves the page.
 */
import React, { useId, useState } from 'react';
import notificationExample from '@site/generated/data/notificationExample.json';
import { testCredentials } from '@site/config/brand';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  findMatchingVariant,
  nowSeconds,
  parseSignatureHeader,
  signNotification,
  verifyAcmeSignature,
  type BodyVariant,
  type VerifyResult,
} from '@site/src/lib/webhookSignature';
import styles from './styles.module.css';

type Outcome =
  | { kind: 'result'; result: VerifyResult; secret: string; body: string; variant?: BodyVariant }
  | { kind: 'error'; message: string };

const units: [number, string][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** 7980 -> "2 hours 13 minutes"; the two largest units are enough to read. */
export function formatDuration(totalSeconds: number): string {
  let rest = Math.abs(Math.round(totalSeconds));
  if (rest === 0) return '0 seconds';
  const parts: string[] = [];
  for (const [size, name] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(`${count} ${name}${count === 1 ? '' : 's'}`);
  }
  return parts.join(' ');
}

function signedAt(timestamp: number): string {
  const date = new Date(timestamp * 1000);
  return Number.isNaN(date.getTime()) ? 'an invalid date' : `${date.toISOString().replace('.000Z', 'Z')}`;
}

function age(ageSeconds: number): string {
  return ageSeconds >= 0 ? `${formatDuration(ageSeconds)} ago` : `${formatDuration(ageSeconds)} in the future`;
}

function Verdict({ outcome }: { outcome: Outcome }): React.ReactElement {
  if (outcome.kind === 'error') {
    return (
      <div className={`${styles.verdict} ${styles.bad}`}>
        <p className={styles.title}>The check could not run</p>
        <p>{outcome.message}</p>
      </div>
    );
  }
  const { result, secret, body, variant } = outcome;
  if (result.valid) {
    return (
      <div className={`${styles.verdict} ${styles.good}`}>
        <p className={styles.title}>Valid signature</p>
        <p>
          The <code>v1</code> value is the HMAC-SHA256 of <code>t</code>, a full stop and this body, keyed with this secret.{' '}
          {result.timestampChecked ? (
            <>
              The timestamp was signed {age(result.ageSeconds)}, within the {SIGNATURE_TOLERANCE_SECONDS}-second tolerance: a
              server would accept this notification.
            </>
          ) : (
            <>
              The timestamp's age was not checked: it was signed {age(result.ageSeconds)} ({signedAt(result.timestamp)}).
            </>
          )}
        </p>
      </div>
    );
  }
  if (result.reason === 'malformed_header') {
    return (
      <div className={`${styles.verdict} ${styles.bad}`}>
        <p className={styles.title}>Malformed header</p>
        <p>{result.message}</p>
        <p className={styles.reason}>
          Your server rejects it with <code>malformed_header</code> before computing anything.
        </p>
      </div>
    );
  }
  if (result.reason === 'stale_timestamp') {
    const future = result.ageSeconds < 0;
    return (
      <div className={`${styles.verdict} ${styles.warn}`}>
        <p className={styles.title}>Stale timestamp</p>
        <p>
          The signature matches this body and secret, but <code>t={result.timestamp}</code> ({signedAt(result.timestamp)}) is{' '}
          <strong>{age(result.ageSeconds)}</strong>, more than the {SIGNATURE_TOLERANCE_SECONDS}-second tolerance. A server
          rejects it with <code>stale_timestamp</code>, as a possible replay.
        </p>
        <ul>
          <li>Checking a notification you captured earlier? Tick "Ignore the timestamp's age".</li>
          <li>
            Live notifications fail like this? The clock of your server is probably {future ? 'behind' : 'wrong'}: run NTP on
            every server that receives notifications.
          </li>
        </ul>
      </div>
    );
  }
  const trimmed = body !== body.trim();
  const indented = /\n[ \t]+"/.test(body);
  return (
    <div className={`${styles.verdict} ${styles.bad}`}>
      <p className={styles.title}>Signature mismatch</p>
      <p>
        The <code>v1</code> value is not the HMAC-SHA256 of this body with this secret, so one of them is not what Acme signed. A
        server rejects it with <code>signature_mismatch</code>.
      </p>
      {variant && (
        <p className={styles.hint}>
          <strong>Found it:</strong> the signature matches this body {variant.change}. The body you have is not byte for byte the
          one Acme sent: verify the raw body before anything parses or rewrites it.
        </p>
      )}
      <ul>
        <li>
          <strong>Wrong secret.</strong> Sandbox and production have different secrets; a secret rotated in the dashboard makes
          the old one useless; a character can get lost when copying it.
          {!secret.startsWith('whsec_') && (
            <>
              {' '}
              This secret does not start with <code>whsec_</code>: is it an API key instead of the webhook signing secret?
            </>
          )}
        </li>
        <li>
          <strong>Altered body.</strong> Even one changed byte breaks the signature. Common causes: the framework parsed the JSON
          and it was serialised again (spacing, key order and escaping change), whitespace or a final line break was trimmed or
          added, line endings were converted, or the text was re-encoded.
          {trimmed && <> This body starts or ends with whitespace: check that it was there in the request.</>}
          {indented && <> This body is indented over several lines: was it pretty-printed after it arrived?</>}
        </li>
      </ul>
      <p className={styles.reason}>
        With this secret, this body signed at <code>t={result.timestamp}</code> would have{' '}
        <code className={styles.breakable}>v1={result.expected}</code>.
      </p>
    </div>
  );
}

export default function SignatureChecker(): React.ReactElement {
  const id = useId();
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
  const [secret, setSecret] = useState('');
  const [ignoreAge, setIgnoreAge] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (values: { body: string; header: string; secret: string; ignoreAge: boolean }) => {
    setBusy(true);
    try {
      const result = await verifyAcmeSignature(values.body, values.header, values.secret, { ignoreTimestamp: values.ignoreAge });
      let variant: BodyVariant | undefined;
      if (!result.valid && result.reason === 'signature_mismatch') {
        const parsed = parseSignatureHeader(values.header);
        if (parsed.ok) variant = await findMatchingVariant(values.body, parsed.timestampText, parsed.v1, values.secret);
      }
      setOutcome({ kind: 'result', result, secret: values.secret, body: values.body, variant });
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const edit = (setter: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setter(event.target.value);
    setOutcome(null); // a verdict about other inputs would mislead
  };

  const fillExample = async () => {
    const exampleSecret = testCredentials.webhookSecret;
    const exampleHeader = await signNotification(notificationExample.body, exampleSecret, nowSeconds());
    setBody(notificationExample.body);
    setHeader(exampleHeader);
    setSecret(exampleSecret);
    await check({ body: notificationExample.body, header: exampleHeader, secret: exampleSecret, ignoreAge });
  };

  return (
    <form
      className={styles.checker}
      aria-label="Notification signature checker"
      onSubmit={(event) => {
        event.preventDefault();
        void check({ body, header, secret, ignoreAge });
      }}
    >
      <p className={styles.privacy}>
        Runs in your browser with Web Crypto: nothing you enter leaves this page. Prefer a sandbox secret all the same.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>Raw notification body</label>
        <textarea
          id={`${id}-body`}
          className={styles.input}
          rows={6}
          value={body}
          onChange={edit(setBody)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-body-help`}
        />
        <span id={`${id}-body-help`} className={styles.help}>
          Exactly as received, before any JSON parsing. Ctrl+Enter checks.
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-header`}>Acme-Signature header</label>
        <input
          id={`${id}-header`}
          className={styles.input}
          value={header}
          onChange={edit(setHeader)}
          placeholder="t=1748779200,v1=00093caa…"
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-secret`}>Signing secret</label>
        <input
          id={`${id}-secret`}
          className={styles.input}
          value={secret}
          onChange={edit(setSecret)}
          placeholder="whsec_test_…"
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <div className={styles.option}>
        <input
          id={`${id}-ignore-age`}
          type="checkbox"
          checked={ignoreAge}
          onChange={(event) => {
            setIgnoreAge(event.target.checked);
            setOutcome(null);
          }}
        />
        <label htmlFor={`${id}-ignore-age`}>Ignore the timestamp's age (for notifications captured earlier)</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          Check signature
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void fillExample()}>
          Fill with an example
        </button>
      </div>
      <div className={styles.result} role="status" aria-live="polite" aria-atomic="true">
        {outcome && <Verdict outcome={outcome} />}
      </div>
    </form>
  );
}
