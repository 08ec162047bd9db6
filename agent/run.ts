import { setTimeout as sleep } from 'node:timers/promises';

/** The longest wait between two tries while the portal or ActivityWatch is unreachable. */
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * How long to wait after `failures` failed passes in a row: the interval doubled per failure up to five
 * minutes, of which a random half, so that many agents coming back after a portal's outage spread out.
 */
export function backoffMs(failures: number, intervalMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * `run`: a pass, then a wait of the interval the pass answers (config.json's, read by every pass) (or of the backoff after a failed pass: nothing is lost meanwhile,
 * the cursors stay where the last event went out), until `signal` is aborted (SIGINT, SIGTERM); a pass under way
 * then stops after the event it is sending.
 */
export async function runPasses(pass: () => Promise<number>, options: { intervalMs: number; signal: AbortSignal; say: (line: string) => void }): Promise<void> {
  let failures = 0;
  let intervalMs = options.intervalMs;
  while (!options.signal.aborted) {
    let wait: number;
    try {
      wait = intervalMs = await pass();
      failures = 0;
    } catch (error) {
      failures += 1;
      wait = backoffMs(failures, intervalMs);
      options.say(`${error instanceof Error ? error.message : String(error)}; trying again in ${Math.round(wait / 1000)} s`);
    }
    await sleep(wait, undefined, { signal: options.signal }).catch(() => undefined);
  }
}
