/**
 * The feedback answer as a `page_feedback` event on the data layer (the comment redacted and cut
 * to its limit). Its own chunk, fetched by ./index.tsx only on a build with a container: it pulls
 * in the tag manager loader, the consent state and the redaction, which a build without analytics
 * never needs.
 */
import { dataLayerEvents, feedbackCommentMaxLength } from '@site/config/analytics';
import { redact } from '@site/src/analytics/redact';
import { pushEvent } from '@site/src/analytics/tagManager';

/** Pushes the answer when the reader accepted analytics; false when nothing was sent. */
export function sendFeedback(page: string, answer: 'yes' | 'no', reason: string | null, comment: string): boolean {
  const cleaned = redact(comment, feedbackCommentMaxLength);
  return pushEvent(dataLayerEvents.feedback, { page, answer, reason, comment: cleaned || null });
}
