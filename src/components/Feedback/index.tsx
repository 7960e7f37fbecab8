/**
 * "Was this page helpful?" at the end of every docs and API page (src/theme/DocItem/Content):
 * yes or no, then an optional reason (a choice and a comment of at most 500 characters). The
 * answer becomes one `page_feedback` event on the tag manager's data layer when analytics is
 * configured and the reader accepted it; otherwise nothing leaves the browser, and the widget
 * says so. A page answered once is not asked again in the same visit (sessionStorage, or memory
 * when storage is blocked).
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { feedbackCommentMaxLength, feedbackReasons } from '@site/config/analytics';
import { markAsked, wasAsked } from '@site/src/analytics/feedbackAsked';
import { analytics } from '@site/src/analytics/settings';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';
type Step = { name: 'question' } | { name: 'reason'; answer: Answer } | { name: 'done'; sent: boolean } | { name: 'answered' };

/** Where the answer went, in words. */
function privacyNote(sent: boolean): string {
  if (sent) return 'Your answer was sent to the docs team.';
  if (analytics.containerId)
    return 'Your answer stays in this browser: analytics is not accepted (see “Analytics preferences” in the footer).';
  return 'Your answer stays in this browser: this site collects no analytics.';
}

/** Sends the answer when analytics can be on: without a container nothing is fetched (./send). */
async function send(page: string, answer: Answer, reason: string | null, comment: string): Promise<boolean> {
  if (!analytics.containerId) return false;
  const { sendFeedback } = await import('./send');
  return sendFeedback(page, answer, reason, comment);
}

export default function Feedback({ page }: { page: string }): React.ReactElement {
  const [step, setStep] = useState<Step>({ name: 'question' });
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  /** An answer whose reason step is open: sent (without a reason) if the reader leaves the page. */
  const pending = useRef<Answer | null>(null);

  useEffect(() => {
    setStep(wasAsked(page) ? { name: 'answered' } : { name: 'question' });
    setReason(null);
    setComment('');
    return () => {
      if (pending.current) void send(page, pending.current, null, '');
      pending.current = null;
    };
  }, [page]);

  useEffect(() => {
    if (step.name === 'reason') firstReason.current?.focus();
    if (step.name === 'done') status.current?.focus();
  }, [step.name]);

  const answer = (value: Answer) => {
    markAsked(page);
    pending.current = value;
    setStep({ name: 'reason', answer: value });
  };
  const finish = (withReason: boolean) => {
    if (step.name !== 'reason') return;
    pending.current = null;
    const sending = withReason ? send(page, step.answer, reason, comment) : send(page, step.answer, null, '');
    void sending.then((sent) => setStep({ name: 'done', sent }));
  };

  return (
    <section className={styles.feedback} aria-label="Page feedback" data-feedback="">
      {step.name === 'question' && (
        <div className={styles.question} role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className={styles.title}>
            Was this page helpful?
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.answer} onClick={() => answer('yes')}>
              Yes
            </button>
            <button type="button" className={styles.answer} onClick={() => answer('no')}>
              No
            </button>
          </div>
        </div>
      )}
      {step.name === 'reason' && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            finish(true);
          }}
        >
          <fieldset className={styles.reasons}>
            <legend className={styles.title}>
              {step.answer === 'yes' ? 'Thanks! What helped most?' : 'Sorry about that. What went wrong?'} (optional)
            </legend>
            {feedbackReasons[step.answer].map((label, index) => (
              <label key={label} className={styles.reason}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={label}
                  checked={reason === label}
                  onChange={() => setReason(label)}
                  ref={index === 0 ? firstReason : undefined}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
            Anything else? (optional)
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            rows={3}
            maxLength={feedbackCommentMaxLength}
            value={comment}
            onChange={(event) => setComment(event.target.value.slice(0, feedbackCommentMaxLength))}
            aria-describedby={`${id}-count ${id}-privacy`}
          />
          <p id={`${id}-count`} className={styles.hint}>
            {comment.length} of {feedbackCommentMaxLength} characters
          </p>
          <p id={`${id}-privacy`} className={styles.hint}>
            {analytics.containerId
              ? 'Sent only if you accepted analytics; card numbers, keys and e-mail addresses are removed.'
              : 'This site collects no analytics: your answer stays in this browser.'}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={styles.answer}>
              Send
            </button>
            <button type="button" className={styles.skip} onClick={() => finish(false)}>
              Skip
            </button>
          </div>
        </form>
      )}
      {step.name === 'done' && (
        <p className={styles.status} role="status" tabIndex={-1} ref={status}>
          Thank you for your feedback. {privacyNote(step.sent)}
        </p>
      )}
      {step.name === 'answered' && <p className={styles.status}>Thank you: you already answered for this page.</p>}
    </section>
  );
}
