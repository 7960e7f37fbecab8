/**
 * Payment sessions (initializePaymentSession): a session for the payment window, Hosted Fields or
 * age verification, open until it is paid, cancelled or expires (sandbox/simulator/checkout.mjs).
 */
import { facts } from '../../../config/facts.cjs';
import { checkPaymentAllowed, getPointOfSaleOr404, newSession } from '../objects.mjs';
import { MINUTE, invalidField, view } from '../util.mjs';

/** @type {Record<string, import('../request.mjs').Rule>} */
export const sessionRules = {
  initializePaymentSession({ ctx, acc, body }) {
    const pos = getPointOfSaleOr404(acc, body.pointOfSaleId, 'pointOfSaleId');
    const integration = body.integration ?? 'payment_window';
    if (integration === 'age_verification' && !body.ageVerification) {
      throw invalidField('ageVerification', 'is required when integration is age_verification');
    }
    checkPaymentAllowed(pos, body.currency);
    const session = newSession(
      ctx,
      acc,
      pos,
      body,
      integration,
      new Date(ctx.now().getTime() + (body.expiresInMinutes ?? facts.sessionLifetimeMinutes.value) * MINUTE),
    );
    return {
      status: 201,
      body: {
        sessionId: session.id,
        checkoutUrl: ctx.checkoutUrl(session.id),
        expiresAt: session.expiresAt,
        session: view(session),
      },
    };
  },
};
