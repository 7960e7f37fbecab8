/** Typed access to config/stateModel.cjs, the one home of what happens after each event. */
import * as model from './stateModel.cjs';

export type ObjectKind = 'session' | 'paymentLink' | 'transaction' | 'payout' | 'subscription';
export type Actor = 'customer' | 'your server' | 'time' | 'Acme';
export type Transition = {
  object: ObjectKind;
  from: string | null;
  event: string;
  on: string;
  by: Actor;
  to: string;
  notification: string | null;
  alongside?: string;
  /** false: the sandbox cannot produce this step. */
  simulated?: false;
  then: string;
};

export const objectNames: Record<ObjectKind, string> = model.objectNames;
export const transitions: Transition[] = model.transitions as Transition[];
export const next: (object: ObjectKind, from: string | null, event: string) => Transition = model.next as never;
/** The transaction statuses a `transaction.*` notification can carry. */
export const notifiedPaymentStatuses: string[] = model.notifiedPaymentStatuses;
/** The payment statuses in which nothing was taken, reserved or still on its way. */
export const unpaidPaymentStatuses: string[] = model.unpaidPaymentStatuses;
/** The expiry rule: cancel at `expiresAt` only if every transaction of the session is declined or failed (or none). */
export const cancelAtExpiry: (statuses: string[]) => boolean = model.cancelAtExpiry;
