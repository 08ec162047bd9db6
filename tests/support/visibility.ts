import type pg from 'pg';
import { START, comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '../../eventstore/port.js';
import { readCheckpoint } from '../../projections/checkpoints.js';
import type { Projection } from '../../projections/projection.js';
import type { ProjectionRunner } from '../../projections/runner.js';

/**
 * For tests that append and then read: the PostgreSQL event store hands out an event only once every transaction
 * older than it on the server has ended (pg_snapshot_xmin), and other test files run transactions on the same
 * server meanwhile. So an append is not readable at once; a test waits for it as the projection runner does,
 * polling (with a growing pause) until the appended position is readable, and fails after a bound saying why.
 */

const TIMEOUT_MS = 15_000;

interface ReadOptions {
  /** Read after this position (the start by default). */
  after?: GlobalPosition;
  pageSize?: number;
  timeoutMs?: number;
}

/** Every event after `options.after` up to `position` at least, once the store hands `position` out. */
export async function readAllThrough(store: EventStore, position: GlobalPosition, options: ReadOptions = {}): Promise<RecordedEvent[]> {
  const { after = START, pageSize = 1000, timeoutMs = TIMEOUT_MS } = options;
  const pause = patience(timeoutMs, () => `the event store did not hand out position ${show(position)} within ${timeoutMs} ms: a transaction older than it is still open on the server`);
  const seen: RecordedEvent[] = [];
  let from = after;
  while (comparePositions(from, position) < 0) {
    const batch = await store.readAll(from, pageSize);
    seen.push(...batch);
    const last = batch.at(-1);
    if (last) from = last.position;
    else await pause();
  }
  return seen;
}

/** Steps `projection` (as a runner that is not started) until it has applied or passed every event up to `position`. */
export async function projectThrough(
  deps: { pool: pg.Pool; store: EventStore; runner: ProjectionRunner },
  projection: Projection,
  position: GlobalPosition,
): Promise<void> {
  await readAllThrough(deps.store, position, { after: await readCheckpoint(deps.pool, projection.name) });
  while ((await deps.runner.step(projection)) > 0);
}

/** A pause before the next poll: 5 ms, doubling to 100 ms; past the deadline it throws `reason()` instead. */
function patience(timeoutMs: number, reason: () => string): () => Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pauseMs = 5;
  return async () => {
    if (Date.now() > deadline) throw new Error(reason());
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    pauseMs = Math.min(pauseMs * 2, 100);
  };
}

function show(position: GlobalPosition): string {
  return `(${position.commit}, ${position.prepare})`;
}
