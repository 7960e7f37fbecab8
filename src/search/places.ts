/**
 * The order of the hits, from the ranks of src/search/rank.ts: highest rank first (equal ranks by
 * MiniSearch's score, then as MiniSearch found them), and a page's further sections behind the
 * best section of every other page. Only the places a request shows are put in order (the top k):
 * at ten times the site a question matches about 5,000 sections and the modal shows 20, so the
 * sections are kept in a heap and taken out best first only until those places are filled; what is
 * left in the heap cannot reach them (each is ranked below every section taken out, and a section
 * only ever moves behind others). tests/unit/search-places.spec.ts checks that the first places
 * are those of the whole order, on random rankings.
 */

/**
 * A page's further sections rank behind the best section of every other page (the first screen
 * shows several pages, not three sections of one), unless the section dominates: its rank is at
 * least `pageDominance` times the best rank of the next page still to come.
 */
export const pageDominance = 100;

/**
 * The first `limit` places of `next()`'s items (best first, undefined when none is left), each
 * page's further items deferred as pageDominance says. Items are handles (numbers) whose rank
 * and page the caller reads.
 */
function firstPlaces(
  next: () => number | undefined,
  rankOf: (item: number) => number,
  pageOf: (item: number) => number,
  limit: number,
): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  const deferred: number[] = [];
  let waiting = 0; // deferred[waiting] is the first item still deferred
  for (let item = next(); item !== undefined && out.length < limit; item = next()) {
    const page = pageOf(item);
    if (seen.has(page)) {
      deferred.push(item);
      continue;
    }
    const bar = pageDominance * rankOf(item);
    while (waiting < deferred.length && rankOf(deferred[waiting]!) >= bar) out.push(deferred[waiting++]!);
    seen.add(page);
    out.push(item);
  }
  // The items left (none, once `limit` places are filled) all come after the deferred ones.
  for (let at = waiting; at < deferred.length && out.length < limit; at += 1) out.push(deferred[at]!);
  return out.length > limit ? out.slice(0, limit) : out;
}

/**
 * The positions 0…count-1 of the first `limit` places, given each position's rank, score (the tie
 * break; then the lower position first) and page.
 */
export function topPlaces(
  count: number,
  rank: ArrayLike<number>,
  score: ArrayLike<number>,
  pageOf: (position: number) => number,
  limit: number,
): number[] {
  const before = (a: number, b: number) =>
    rank[a]! > rank[b]! || (rank[a] === rank[b] && (score[a]! > score[b]! || (score[a] === score[b] && a < b)));
  // A binary heap, best on top: built in linear time, each place taken out in log(count).
  const heap = new Int32Array(count);
  for (let at = 0; at < count; at += 1) heap[at] = at;
  let size = count;
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const child = right < size && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, heap[at]!)) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let at = (size >> 1) - 1; at >= 0; at -= 1) sink(at);
  const next = () => {
    if (!size) return undefined;
    const best = heap[0]!;
    size -= 1;
    heap[0] = heap[size]!;
    sink(0);
    return best;
  };
  return firstPlaces(next, (position) => rank[position]!, pageOf, limit);
}
