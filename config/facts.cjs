/**
 * The one home of the numbers and rules the docs state about the API: capture windows, retry
 * schedules, tolerances, lifetimes. Pages render them with <Fact name="..." /> (an MDX global),
 * the API simulator (sandbox/) runs on them, and tests/unit/facts.spec.ts fails when a page or
 * payments.yaml states one of them with another value.
 *
 * Each entry: `value` (what code uses), `text` (what a page shows), and `statements`: regular
 * expressions that find the fact stated in prose, with the stated number in group 1. A statement
 * found with another number than `value` is a contradiction.
 *
 * CommonJS on purpose (see config/testData.cjs): the simulator imports it natively, the
 * TypeScript site and tests through config/facts.ts.
 */

const facts = {
  authorizationValidityDays: {
    value: 7,
    text: '7 days',
    about:
      'How long a card authorisation (captureMode manual) can be captured. Acme voids it after that; some issuers release the reserved money earlier.',
    statements: [
      /\bcapture (?:it |them |the payment |the money )?(?:[^.|]{0,20} )?within (\d+) days/i,
      /authori[sz]ations? (?:expire|lapse)s? after (\d+) days/i,
      /capturing after (\d+) days/i,
    ],
  },
  notificationRetryHours: {
    value: 72,
    text: '72 hours',
    about: 'How long Acme retries a notification that was not acknowledged; after that the event is dropped.',
    statements: [
      /(?:retried|retries|retry)[^.|]{0,60}?(?:for )?up to \**(\d+) hours/i,
      /retried for (\d+) hours/i,
      /retries cover (\d+) hours/i,
    ],
  },
  notificationRetrySchedule: {
    value: [1, 5, 30, 120, 360],
    text: 'after about 1 minute, 5 minutes, 30 minutes and 2 hours, then every 6 hours',
    about: 'The delays between notification attempts, in minutes; the last one repeats.',
    statements: [/after about (\d+) minutes?, \d+ minutes/i],
  },
  notificationResponseSeconds: {
    value: 10,
    text: '10 seconds',
    about: 'How long Acme waits for a 2xx answer to a notification before counting the attempt as failed.',
    statements: [/2xx`?\** within \**(\d+) (?:seconds|s)\b/i, /within (\d+) seconds; failed deliveries/i],
  },
  signatureToleranceSeconds: {
    value: 300,
    text: '300 seconds',
    about: 'How far the signature timestamp t may be from your clock before you reject the notification.',
    statements: [/(\d+) seconds\** (?:away|from your|off)/i],
  },
  idempotencyRetentionHours: {
    value: 24,
    text: '24 hours',
    about: 'How long Acme keeps an Idempotency-Key with the result of its first request.',
    statements: [
      /keys? (?:are |is )?(?:kept|stored|expire)[^.|]{0,30}?(?:for |after )(\d+)\s+hours/i,
      /(?:keeps|stores) (?:each key|the result of the first request with a key) for (\d+) hours/i,
      /within (?:the last )?(\d+) hours,? (?:with a different|the same key)/i,
    ],
  },
  sessionLifetimeMinutes: {
    value: 60,
    text: '60 minutes',
    about: 'Default lifetime of a payment session (expiresInMinutes).',
    statements: [/(?:default lifetime is|by default|lifetime,?) (\d+) minutes/i, /(\d+) minutes by default/i, /(\d+) minutes after creation/i],
  },
  sessionLifetimeMinMinutes: { value: 5, text: '5', about: 'Smallest expiresInMinutes.', statements: [/expiresInMinutes`? from (\d+) to/i] },
  sessionLifetimeMaxMinutes: { value: 1440, text: '1440', about: 'Largest expiresInMinutes (24 hours).', statements: [/expiresInMinutes`? from \d+ to (\d+)/i] },
  paymentLinkDefaultDays: {
    value: 7,
    text: '7 days',
    about: 'Default lifetime of a payment link when expiresAt is not sent.',
    statements: [/(?:default|defaults to) (\d+) days/i, /(\d+) days (?:after creation )?by default/i, /after (\d+) days by default/i],
  },
  paymentLinkMaxDays: {
    value: 30,
    text: '30 days',
    about: 'Longest lifetime of a payment link (expiresAt at most this far ahead).',
    statements: [/at most (\d+) days/i, /(\d+) days at most/i, /more than (\d+) days ahead/i],
  },
  preAuthorizationTimeoutSeconds: {
    value: 3,
    text: '3 seconds',
    about: 'How long Acme waits for the pre-authorisation decision before it applies your fallback.',
    statements: [/decision[^.|]{0,60}?within \**(\d+) (?:seconds|s)\b/i, /timeout after (\d+) seconds/i, /well under (\d+) seconds/i, /no valid answer in (\d+) s/i, /approve within (\d+) s/i],
  },
  refundWindowDays: {
    value: 180,
    text: '180 days',
    about: 'How long after the capture captured money can be refunded.',
    statements: [/refund[^.|]{0,80}?within (\d+) days/i, /(\d+) days after (?:the )?capture/i],
  },
  sriNoticeDays: {
    value: 14,
    text: '14 days',
    about: 'How long before a new acme.js release its Subresource Integrity hash is published in the changelog.',
    statements: [/at least (\d+) days before/i],
  },
};

module.exports = { facts };
