/**
 * Payment links: a link is a session of integration payment_link with a longer life, paid on the
 * link's page (sandbox/simulator/checkout.mjs paymentLink).
 */
import { facts } from '../../../config/facts.cjs';
import { next as step } from '../../../config/stateModel.cjs';
import { checkPaymentAllowed, getPointOfSaleOr404, newSession } from '../objects.mjs';
import { DAY, invalidField, newId, view } from '../util.mjs';

/** @type {Record<string, import('../request.mjs').Rule>} */
export const paymentLinkRules = {
  createPaymentLink({ ctx, acc, body }) {
    const pos = getPointOfSaleOr404(acc, body.pointOfSaleId, 'pointOfSaleId');
    const nowMs = ctx.now().getTime();
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : new Date(nowMs + facts.paymentLinkDefaultDays.value * DAY);
    if (expiresAt.getTime() <= nowMs || expiresAt.getTime() > nowMs + facts.paymentLinkMaxDays.value * DAY) {
      throw invalidField('expiresAt', `must be in the future and at most ${facts.paymentLinkMaxDays.text} from ctx.now`);
    }
    checkPaymentAllowed(pos, body.currency);
    const linkId = newId('plk_');
    const session = newSession(ctx, acc, pos, body, 'payment_link', expiresAt);
    session.paymentLinkId = linkId;
    acc.paymentLinks[linkId] = {
      id: linkId,
      sessionId: session.id,
      status: step('paymentLink', null, 'created').to,
      expiresAt: session.expiresAt,
      _seq: acc.seq++,
    };
    ctx.state.linkIndex[linkId] = session._apiKey;
    return {
      status: 201,
      body: { paymentLinkId: linkId, url: ctx.paymentLinkUrl(linkId), expiresAt: session.expiresAt, session: view(session) },
    };
  },
};
