/**
 * Where a simulated checkout may send the customer: an http or https URL only. The spec limits
 * returnUrl, cancelUrl and websiteUrl to those schemes, but a state saved before that rule, an
 * older API version or a hand-edited state could still hold `javascript:` or `data:`; both
 * checkouts (sandbox/node-host.mjs and src/components/SimulatedSandbox/CheckoutForm.tsx) ask here
 * before they redirect.
 */

/** @param {unknown} url */
export function isWebUrl(url) {
  if (typeof url !== 'string') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the checkout says instead of following a redirect URL that is not a web address. */
export const notWebUrlMessage =
  'The payment is recorded, but the shop gave no web address (http or https) to return to, so this page stays open.';
