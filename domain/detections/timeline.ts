/**
 * A stretch of time in whole seconds since the epoch, with what it holds. A piece whose start is its end is a
 * moment: a single observation (one heartbeat), which takes time only once a gap is filled after it.
 */
export type Piece<T> = { readonly start: number; readonly end: number; readonly value: T };

export const isMoment = (piece: Piece<unknown>): boolean => piece.start === piece.end;

const byTime = (a: Piece<unknown>, b: Piece<unknown>) => a.start - b.start || a.end - b.end;

/** In a timeline (sorted, not overlapping, so its ends rise too): the first piece that ends at or after a moment. */
export function firstEndingFrom(timeline: readonly Piece<unknown>[], moment: number): number {
  let low = 0;
  let high = timeline.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((timeline[middle]?.end ?? Infinity) < moment) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What is left of a piece of the timeline where another is laid over it. */
function remainsOf<T>(lying: Piece<T>, over: Piece<T>): Piece<T>[] {
  if (isMoment(lying)) {
    const covered = isMoment(over) ? lying.start === over.start : over.start < lying.start && lying.start < over.end;
    return covered ? [] : [lying];
  }
  if (isMoment(over)) {
    if (over.start <= lying.start || over.start >= lying.end) return [lying];
    return [
      { ...lying, end: over.start },
      { ...lying, start: over.start },
    ];
  }
  if (lying.end <= over.start || lying.start >= over.end) return [lying];
  const remains: Piece<T>[] = [];
  if (lying.start < over.start) remains.push({ ...lying, end: over.start });
  if (lying.end > over.end) remains.push({ ...lying, start: over.end });
  return remains;
}

/**
 * Lays pieces over a timeline one after the other: where a piece overlaps what lies there, it wins (a moment
 * inside a stretch splits it). The result is a timeline again: sorted, and nothing overlaps but at an edge.
 */
export function paint<T>(pieces: Iterable<Piece<T>>, timeline: readonly Piece<T>[] = []): Piece<T>[] {
  const painted = [...timeline];
  for (const piece of pieces) {
    const first = firstEndingFrom(painted, piece.start);
    let after = first;
    while (after < painted.length && (painted[after]?.start ?? Infinity) <= piece.end) after++;
    const replacing = [piece, ...painted.slice(first, after).flatMap((lying) => remainsOf(lying, piece))].sort(byTime);
    painted.splice(first, after - first, ...replacing);
  }
  return painted;
}

/** Pieces of one thing joined where they overlap or touch; `join` says what the joined piece holds. */
export function union<T>(pieces: readonly Piece<T>[], join: (a: T, b: T) => T): Piece<T>[] {
  const joined: Piece<T>[] = [];
  for (const piece of [...pieces].sort(byTime)) {
    const last = joined.at(-1);
    if (last !== undefined && piece.start <= last.end) joined[joined.length - 1] = { start: last.start, end: Math.max(last.end, piece.end), value: join(last.value, piece.value) };
    else joined.push(piece);
  }
  return joined;
}
