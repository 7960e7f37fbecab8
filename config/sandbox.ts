/**
 * The API simulator (sandbox/) as readers meet it on the site: the texts of the explorer's
 * simulated-sandbox note and of the simulated Payment Window. Tests look for these.
 */
export { browserServer, browserCheckoutPath } from '../sandbox/browser/config.cjs';

export const simulatedSandboxText = {
  intro:
    'Requests to this server are answered by a simulator of the Acme Payments API running in this browser tab: no network, no account, test data only. It keeps its objects until you close the tab.',
  starting: 'Starting the simulated sandbox…',
  ready: 'Simulated sandbox ready.',
  failed: 'The simulated sandbox could not start. Choose another server, or run "npm run sandbox" locally.',
  notifications: (count: number) =>
    count === 0
      ? 'No notifications signed yet.'
      : `${count} notification${count === 1 ? '' : 's'} signed (listed, not sent: a browser does not call your server).`,
  reset: 'Reset simulated sandbox',
} as const;

export const simulatedCheckoutText = {
  title: 'Simulated Payment Window',
  banner: 'Simulated checkout of the in-browser sandbox: no card is charged and nothing leaves this browser.',
  loading: 'Loading the simulated payment…',
  unknownSession:
    'This simulated session does not exist in this tab. Sessions of the in-browser sandbox live in the tab that created them: create one with "Send" on the initialize-payment-session page, then open its checkoutUrl in the same tab.',
  missingSession: 'Open this page from a session\u2019s checkoutUrl: it needs ?session=ses_… (or ?link= for a payment link).',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  birthDate: 'Date of birth',
  challengeCode: '3-D Secure code (any code passes)',
  pay: 'Pay',
  verify: 'Verify',
  cancel: 'Cancel payment',
  testCards: 'Fill in a test card',
  notOpen: 'This session can no longer be paid:',
} as const;
