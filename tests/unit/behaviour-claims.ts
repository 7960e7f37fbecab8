/**
 * Kinds of statement that contradict the behaviour model (config/stateModel.cjs), found in the
 * prose and the diagrams of docs/ (tests/unit/behaviour-claims.spec.ts; check:docs runs it):
 *
 * - a diagram that marks an order paid on "a notification" without naming the event
 *   (`transaction.declined` is a notification too, and the session stays open after it);
 * - a diagram of a payment's outcomes (captured or authorized, and declined) without `pending`
 *   and `failed`, which send no notification;
 * - "authorized or captured (or later states)": voided and refunded come later and took nothing;
 * - landing on `cancelUrl` taken as proof that the session was cancelled, without listing the
 *   session's transactions (a stale tab of a paid session lands there too);
 * - a second session for the same order without saying that the first stays payable.
 */
import { extractCodeBlocks } from './doc-samples';

export type ClaimProblem = { file: string; line: number; kind: string; message: string };

/** Prose paragraphs (code blocks and front matter left out), each with its first line. */
function paragraphs(text: string): { line: number; text: string }[] {
  // Front matter blanked, line numbers kept.
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
  const lines = body.split('\n');
  const out: { line: number; text: string }[] = [];
  let fence: string | undefined;
  let current: string[] = [];
  let start = 0;
  const flush = () => {
    if (current.length) out.push({ line: start + 1, text: current.join(' ') });
    current = [];
  };
  lines.forEach((line, i) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (open && open[1]!.startsWith(fence)) fence = undefined;
      return;
    }
    if (open) {
      flush();
      fence = open[1]!;
      return;
    }
    // A list item or table row is a paragraph of its own.
    if (!line.trim() || /^\s*(?:[-*]|\d+\.)\s/.test(line) || line.startsWith('|')) flush();
    if (!line.trim()) return;
    if (!current.length) start = i;
    current.push(line);
    if (line.startsWith('|')) flush();
  });
  flush();
  return out;
}

const paidLabel = /(?<!un)\bpaid\b/i;
const namedSuccess = /transaction\.(?:captured|authori[sz]ed)/;

function diagramProblems(file: string, text: string): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  for (const block of extractCodeBlocks(text, file)) {
    if (block.lang !== 'mermaid') continue;
    const code = block.code;
    if (paidLabel.test(code) && /notification/i.test(code) && !namedSuccess.test(code))
      problems.push({
        file,
        line: block.line,
        kind: 'paid-on-any-notification',
        message:
          'the diagram marks the order paid on a notification without naming it: only transaction.captured or transaction.authorized pay; transaction.declined leaves the session open',
      });
    const outcomes = /\bdeclined\b/i.test(code) && /\b(?:captured|authori[sz]ed)\b/i.test(code);
    const missing = ['pending', 'failed'].filter((status) => !new RegExp(`\\b${status}\\b`, 'i').test(code));
    if (outcomes && missing.length)
      problems.push({
        file,
        line: block.line,
        kind: 'outcomes-without-silent-states',
        message: `the diagram shows a payment's outcomes without ${missing.join(' and ')} (no notification is sent for them)`,
      });
  }
  return problems;
}

const laterStates = /\b(?:or|and) (?:a )?later (?:states?|status(?:es)?)\b|\b(?:captured|authori[sz]ed)`?,? or later\b/i;
const cancelMarked =
  /\b(?:mark|treat|record)\w*\b[^.]{0,40}\b(?:session|order)\b[^.]{0,20}\bcancel|\btells you which session was cancelled|\border simply stays unpaid/i;
const checksTransactions = /transactions/i;
const secondSession =
  /\b(?:creat\w*|open\w*|start\w*|second|another|new|two)\b[^.]{0,40}\bsessions?\b[^.]{0,60}\bfor the same order\b/i;
const saysFirstPayable =
  /stays payable|still be paid|also be paid|both (?:sessions )?(?:are|be|were) paid|two-sessions|both are paid|paid on either|\bavoids?\b[^.]{0,20}\b(?:second|another)\b/i;

function proseProblems(file: string, text: string): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  for (const p of paragraphs(text)) {
    if (laterStates.test(p.text))
      problems.push({
        file,
        line: p.line,
        kind: 'later-states',
        message:
          '"or later states" lets voided and refunded pass as paid: name the statuses (captured, partially_captured, partially_refunded paid; authorized reserved)',
      });
    if (/cancelUrl/.test(p.text) && cancelMarked.test(p.text) && !checksTransactions.test(p.text))
      problems.push({
        file,
        line: p.line,
        kind: 'cancel-url-as-proof',
        message:
          "landing on cancelUrl is taken as proof of cancellation: list the session's transactions first (a stale tab of a paid session lands there too)",
      });
    if (secondSession.test(p.text) && !saysFirstPayable.test(p.text))
      problems.push({
        file,
        line: p.line,
        kind: 'second-session-payable',
        message:
          'a second session for the same order, without saying that the first stays payable (link one order, two sessions, or say how both being paid is handled)',
      });
  }
  return problems;
}

/** Every statement of `text` (one docs page) that contradicts the behaviour model. */
export function behaviourClaimProblems(file: string, text: string): ClaimProblem[] {
  return [...diagramProblems(file, text), ...proseProblems(file, text)].sort((a, b) => a.line - b.line);
}
