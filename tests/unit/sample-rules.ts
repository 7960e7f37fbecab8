/**
 * Kinds of mistakes in the docs' samples and prose that a reviewer found once and that a machine
 * can find again (issue 29, review E): each rule reads the pages and returns what a page states
 * against the session model (config/stateModel.cjs) or the API's retry and acknowledgement rules.
 * tests/unit/sample-rules.spec.ts runs every rule on every page of docs/ and shows each one failing
 * on a wrong example; `npm run check:docs` runs that test.
 *
 * A rule is a heuristic over text, not a parser: it looks at JavaScript/TypeScript blocks (and,
 * where said, prose) and names the page and line. When a sample is right and a rule still flags
 * it, make the sample say what the rule looks for (for example the server check before a new
 * session) rather than widening the rule.
 */
import { extractCodeBlocks, type CodeBlock } from './doc-samples';

export type Finding = { file: string; line: number; rule: string; message: string };

const scriptLangs = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript', 'mjs']);

function scriptBlocks(mdx: string, file: string): CodeBlock[] {
  return extractCodeBlocks(mdx, file).filter((block) => scriptLangs.has(block.lang));
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;

/**
 * The lines of the branch that handles `token` (a `case 'x':` group or an `if (... 'x' ...)`
 * block) starting at line `start`: up to the next `case`/`default:`/`} else` at the same
 * indentation, or the first line indented less than the branch's opening line.
 */
export function branchAt(lines: string[], start: number): string[] {
  const own = indentOf(lines[start]!);
  const branch = [lines[start]!];
  for (let i = start + 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    if (indent < own) break;
    if (indent === own && /^\s*(case\s|default:|\}\s*else|\}\s*$|\}\)?;?\s*$)/.test(line)) {
      // Fall-through `case 'a':` lines directly below belong to the same group.
      if (/^\s*case\s/.test(line) && branch.every((l) => /^\s*case\s/.test(l))) {
        branch.push(line);
        continue;
      }
      break;
    }
    branch.push(line);
  }
  return branch;
}

/**
 * H1: `invalid_session` also means the session is completed (paid, or its payment pending), and
 * after `session_expired` a payment made just before expiry may still be pending. A sample that
 * starts a new session on either (a restart redirect, a reload, a new session) without first
 * asking the server about the session's transactions lets the customer pay twice. Asking is not
 * enough when the start-over follows any answer but "paid": a check that failed (`'unknown'`, an
 * error answer) must not start over either, so the branch names the unpaid outcome (`'unpaid'`),
 * the failed one (`'unknown'`, `.ok`) or the server's own answer (`sessionId`) before it starts
 * over. Prose that answers either code with "create a new session" must give the condition.
 */
export function invalidSessionStartsOver(file: string, mdx: string): Finding[] {
  const found: Finding[] = [];
  const startsOver =
    /restart=|location\.reload\(|(?:creates?|makes?) a new session|createSession\(|newSession\(|mountFields\(true\)|location\.(?:assign|replace)\(['"`]\/checkout/;
  const asksServer = /\bfetch\(|fetchOrderStatus|orderStatus|checkPayment|transactions\?sessionId/;
  const readsOutcome = /['"](?:unpaid|unknown)['"]|\.ok\b|\.sessionId\b/;
  for (const block of scriptBlocks(mdx, file)) {
    const lines = block.code.split('\n');
    let reportedUpTo = -1; // the fall-through `case` lines of a group already reported
    lines.forEach((line, index) => {
      const code = /['"](invalid_session|session_expired)['"]/.exec(line);
      if (!code || !/case\s|===|==|includes\(/.test(line) || index <= reportedUpTo) return;
      const branch = branchAt(lines, index);
      const firstStart = branch.findIndex((l) => startsOver.test(l) && !/^\s*(\/\/|\*|\/\*)/.test(l));
      if (firstStart < 0) return;
      const asked = branch.slice(0, firstStart).findIndex((l) => asksServer.test(l));
      const guarded = asked >= 0 && branch.slice(asked + 1, firstStart + 1).some((l) => readsOutcome.test(l));
      if (guarded) return;
      reportedUpTo = index + firstStart;
      if (asked >= 0) {
        found.push({
          file,
          line: block.line + 1 + index + firstStart,
          rule: 'invalid-session-starts-over',
          message: `${file}:${block.line + 1 + index + firstStart}: the branch for ${code[1]} asks your server, then starts a new session ("${branch[firstStart]!.trim()}") on any answer but paid; a failed check ('unknown') must not start over: start over only on 'unpaid'`,
        });
        return;
      }
      found.push({
        file,
        line: block.line + 1 + index,
        rule: 'invalid-session-starts-over',
        message: `${file}:${block.line + 1 + index}: the branch for ${code[1]} starts a new session ("${branch[firstStart]!.trim()}") without asking your server first; the session may be completed or its last payment still pending`,
      });
    });
  }
  // Prose and table rows: "invalid_session ... create a new session" without the condition.
  const prose = withoutCode(mdx).split('\n');
  prose.forEach((line, index) => {
    for (const sentence of line.trimStart().startsWith('|') ? [line] : sentences(line)) {
      if (!/`(?:invalid_session|session_expired)`/.test(sentence)) continue;
      if (!/\b(?:create|ask (?:your server )?for|start) a new session\b/i.test(sentence)) continue;
      if (/\bonly\b|\bunless\b|\btransactions\b|\bif every\b/i.test(sentence)) continue;
      found.push({
        file,
        line: index + 1,
        rule: 'invalid-session-starts-over',
        message: `${file}:${index + 1}: answers invalid_session with a new session without the condition (only when every transaction of the session is declined or failed, or there is none)`,
      });
    }
  });
  return found;
}

/**
 * H2: stock held for a session is given up on the merchant's own timer (no notification says a
 * session expired), and only when every transaction of the session (of every session of the
 * order) is `declined` or `failed`, or there is none (config/stateModel.cjs, `cancelAtExpiry`).
 * A sentence that releases stock, seats or a reservation on a timer, at expiry or because no
 * notification came, must state that condition (or link to the session states that give it);
 * "no notification came" and "no transaction is pending" are not that condition: a `captured`
 * payment's notification can be late.
 */
export function releaseWithoutTransactionCheck(file: string, mdx: string): Finding[] {
  const found: Finding[] = [];
  withoutCode(mdx)
    .split('\n')
    .forEach((line, index) => {
      for (const sentence of sentences(line)) {
        const releases =
          (/\b(?:release|give back|free)s?\b/i.test(sentence) &&
            /\b(?:stock|seats?|reservations?|holds?|goods|tickets)\b/i.test(sentence)) ||
          /\bcancels? the order\b|\bto (?:Failed|Cancell?ed)\b/.test(sentence);
        if (!releases) continue;
        if (!/\btimer\b|expiresAt|\bexpir|runs? out|no (?:payment )?notification/i.test(sentence)) continue;
        // The condition may be in another sentence of the same paragraph (one line of MDX).
        const condition = /`declined` or `failed`|declined or failed|#session-states|every transaction|cancelAtExpiry/i.test(
          line,
        );
        const wrongCondition =
          /no (?:payment )?notification (?:came|arrived)|without a (?:payment |`transaction\.captured` )?notification|no transaction[^.]{0,40}is `?pending|\bnone is `pending`/i.test(
            sentence,
          );
        if (condition && !wrongCondition) continue;
        found.push({
          file,
          line: index + 1,
          rule: 'release-without-transaction-check',
          message: `${file}:${index + 1}: releases held stock on a timer or a missing notification without the condition (only when every transaction of the order's sessions is declined or failed, or there is none): "${sentence.trim().slice(0, 140)}"`,
        });
      }
    });
  return found;
}

/**
 * M1: store, then acknowledge. Acme does not send an acknowledged notification again, so a
 * handler that answers `200` first and queues the work in memory loses the event on a crash.
 * Prose that answers `2xx`/`200` "at once", "first" or before "the slow work" must say that the
 * event is stored (durably) before the answer.
 */
export function acknowledgeBeforeStore(file: string, mdx: string): Finding[] {
  const found: Finding[] = [];
  withoutCode(mdx)
    .split('\n')
    .forEach((line, index) => {
      for (const sentence of sentences(line)) {
        if (!/\b(?:answer|acknowledge|respond|return)\w*\b[^.]{0,40}`?(?:2xx|200)\b/i.test(sentence)) continue;
        if (!/\bat once\b|\bfirst\b|\bimmediately\b|\bright away\b|\bafterwards\b|\bthen\b|\blater\b/i.test(sentence)) continue;
        if (/\bstor(?:e|es|ed|ing)\b|\bdurabl|\binbox\b|\bpersist/i.test(sentence)) continue;
        found.push({
          file,
          line: index + 1,
          rule: 'acknowledge-before-store',
          message: `${file}:${index + 1}: acknowledges a notification before storing it ("${sentence.trim().slice(0, 120)}"): store the event durably, then answer`,
        });
      }
    });
  return found;
}

/**
 * M4: a retry loop that retries `429` and `5xx` answers must also retry a request that got no
 * answer (a timeout, a reset connection: `fetch` throws and there is no status), which is what
 * idempotency keys are for. Flags a block that decides on retrying by status without a
 * network-error path.
 */
export function retrySkipsNetworkErrors(file: string, mdx: string): Finding[] {
  const found: Finding[] = [];
  for (const block of scriptBlocks(mdx, file)) {
    const networkPath =
      /!status\b|status\s*===?\s*(?:undefined|null)|status\s*==\s*null|networkError|TypeError|\bnetwork[_ ]?error/i.test(
        block.code,
      );
    if (networkPath) continue;
    block.code.split('\n').forEach((line, index) => {
      if (!/\bretr\w*\s*=[^;]*(?:>=\s*500|===?\s*429)/i.test(line)) return;
      found.push({
        file,
        line: block.line + 1 + index,
        rule: 'retry-skips-network-errors',
        message: `${file}:${block.line + 1 + index}: retries 429/5xx but not a request that got no answer (fetch threw, no status): retry network errors with the same key`,
      });
    });
  }
  return found;
}

/** The page with fenced code blocks blanked out (line numbers kept). */
export function withoutCode(mdx: string): string {
  let fence: string | null = null;
  return mdx
    .split('\n')
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line);
      if (opening && (fence === null || opening[1]!.startsWith(fence))) {
        fence = fence === null ? opening[1]! : null;
        return '';
      }
      return fence === null ? line : '';
    })
    .join('\n');
}

/** A prose line split into sentences. */
export function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[])/);
}

/**
 * The rules every page must pass. Hard-coded order data in a generic function (once rule H3 here)
 * has one home, tests/unit/doc-sample-logic.ts, which also covers the API host and order numbers.
 */
export const rules = [invalidSessionStartsOver, releaseWithoutTransactionCheck, acknowledgeBeforeStore];

export function checkPage(file: string, mdx: string): Finding[] {
  return rules.flatMap((rule) => rule(file, mdx));
}
