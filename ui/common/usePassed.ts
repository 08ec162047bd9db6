import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether a moment (ISO; null counts as passed) has passed, for what a screen shows until then (a cooldown, a
 * retry that is due). The clock is read when the screen opens and when the moment comes, never during a render,
 * so the screen changes on its own when it passes.
 */
export function usePassed(at: string | null): boolean {
  const due = at === null ? Number.NEGATIVE_INFINITY : Date.parse(at);
  const [now, setNow] = useState(() => Date.now());
  const waiting = now < due;
  useEffect(() => {
    if (!waiting) return;
    // From the clock itself: `now` may be long past when `due` changes.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(due - Date.now(), 0), LONGEST_DELAY_MS));
    return () => clearTimeout(timer);
  }, [due, now, waiting]);
  return !waiting;
}
