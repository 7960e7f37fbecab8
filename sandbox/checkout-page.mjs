/**
 * The simulated payment page as self-contained HTML (inline CSS, no scripts, no external
 * assets): card fields, birth date for age verification, a 3-D Secure challenge step, Pay and
 * Cancel. Pure string building, so a browser host could reuse it.
 */

/** @param {unknown} value */
const esc = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * What the page at a `hosted_fields` session's checkoutUrl says (payments.yaml, checkoutUrl):
 * such a session is not paid in the Payment Window; the sandbox's form only stands in for the
 * fields, which it does not run. The in-browser checkout (src/components/SimulatedSandbox) shows it too.
 */
export const hostedFieldsStandIn =
  'This is a Hosted Fields session: it is paid in the card fields on the shop\u2019s own page, never in the Payment Window, and in production this address takes no payment. The sandbox runs no Hosted Fields, so this form stands in for them.';

/** @param {number} amount @param {string} currency */
export function formatAmount(amount, currency) {
  const digits = ['JPY', 'KRW', 'ISK', 'CLP', 'VND'].includes(currency) ? 0 : 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1c1e21}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #8a8f98;border-radius:4px}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{margin-top:1rem;width:100%;padding:.75rem;font:inherit;font-weight:700;color:#fff;background:#1F6FEB;border:0;border-radius:4px;cursor:pointer}
.cancel{display:block;text-align:center;margin-top:1rem;color:#444}.error{background:#fdecea;color:#8a1c12;padding:.75rem;border-radius:4px}
.info{background:#eef4ff;padding:.75rem;border-radius:4px}.sandbox{font-size:.8rem;color:#555;margin-top:1rem}`;

/** @param {string} title @param {string} body */
function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** @param {string} title @param {string} message */
export function renderMessage(title, message) {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p>`);
}

/**
 * @param {any} session checkout.session(...)
 * @param {{ result?: any, form?: Record<string,string> }} state
 */
export function renderCheckout(session, { result, form = {} }) {
  const title = `Pay ${session.merchantDisplayName}`;
  const head = `<h1>${esc(session.merchantDisplayName)}</h1>${session.description ? `<p>${esc(session.description)}</p>` : ''}<p class="amount">${esc(
    formatAmount(session.amount, session.currency),
  )}</p><p>Order ${esc(session.orderId)}</p>`;
  if (session.status !== 'open') {
    const text = {
      completed: 'This payment is complete. Thank you.',
      expired: 'This payment session has expired. Go back to the shop and start again.',
      cancelled: 'This payment session was cancelled.',
    }[/** @type {'completed'|'expired'|'cancelled'} */ (session.status)];
    return page(title, `${head}<p class="info" role="status">${esc(text ?? session.status)}</p>`);
  }
  const action = `/checkout/${esc(session.id)}`;
  if (result?.outcome === 'challenge_required') {
    const hidden = ['cardNumber', 'expiry', 'cvc', 'birthDate']
      .filter((k) => form[k] !== undefined)
      .map((k) => `<input type="hidden" name="${k}" value="${esc(form[k])}">`)
      .join('');
    return page(
      '3-D Secure',
      `${head}<h2>3-D Secure</h2><p class="info">Your bank asks you to confirm this payment. In the sandbox, any code works.</p>
<form method="post" action="${action}">${hidden}<label for="challengeCode">One-time code</label><input id="challengeCode" name="challengeCode" autocomplete="one-time-code" required>
<button type="submit">Confirm</button></form><form method="post" action="${action}/cancel"><button type="submit" class="cancel" style="background:none;color:#444;font-weight:400">Cancel</button></form>`,
    );
  }
  const error =
    result && result.outcome !== 'approved'
      ? `<p class="error" role="alert">${esc(result.message ?? 'The payment failed.')}</p>`
      : '';
  const age = session.ageVerification
    ? `<p class="info">This purchase requires a minimum age of ${esc(session.ageVerification.minimumAge)}.</p><label for="birthDate">Date of birth (the sandbox's stand-in for the electronic ID check)</label><input id="birthDate" name="birthDate" type="date" required value="${esc(form.birthDate ?? '')}">`
    : '';
  const standIn = session.integration === 'hosted_fields' ? `<p class="info" role="note">${esc(hostedFieldsStandIn)}</p>` : '';
  const store = session.storePaymentMethod
    ? '<p class="info">Your card will be stored so the shop can charge it later, as agreed.</p>'
    : '';
  return page(
    title,
    `${head}${standIn}${error}<form method="post" action="${action}">${age}
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${esc(form.cardNumber ?? '')}">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/35" required value="${esc(form.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>${store}
<button type="submit">Pay ${esc(formatAmount(session.amount, session.currency))}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel" style="background:none;color:#444;font-weight:400">Cancel and return to the shop</button></form>
<p class="sandbox">Acme Pay sandbox: no money moves. Test card 4900 0000 0000 0003, expiry 12/35, CVC 123.</p>`,
  );
}
