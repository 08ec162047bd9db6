import type pg from 'pg';
import type { EventStore, GlobalPosition, StreamEvent } from '../eventstore/port.js';
import { inTransaction } from './checkpoints.js';
import type { Projection } from './projection.js';

/** Batches written at once: one folded by Node while PostgreSQL writes the other. */
const WRITES_IN_FLIGHT = 2;

/**
 * The bulk of a rebuild stream by stream, where the store reads so and the projection folds whole streams
 * (`rebuildStreams`): every event readable now, a batch of whole streams at a time, the next batch read while this
 * one is written. Answers the position up to which the history is in (the rest is read in commit order), or null
 * when the store or the projection cannot.
 */
export async function rebuildStreamByStream(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  options: {
    batchSize: number;
    intoFresh: (db: pg.ClientBase) => Promise<void>;
    /** Drops the fresh tables' indexes for the bulk (it only adds rows), answering how to build them after it. */
    withoutIndexes: () => Promise<() => Promise<void>>;
    onWritten: (events: number) => void;
  },
): Promise<GlobalPosition | null> {
  const { streams, eventTypes, rebuildStreams } = projection;
  if (!store.readablePosition || !store.readStreamsUpTo || !rebuildStreams || !streams || !eventTypes) return null;
  const readStreamsUpTo = store.readStreamsUpTo.bind(store);
  const restoreIndexes = await options.withoutIndexes();
  const upTo = await store.readablePosition();
  const read = (after: StreamEvent | undefined) =>
    readStreamsUpTo({ prefixes: streams, types: [...eventTypes], upTo, after: after ?? null, maxCount: options.batchSize });
  const write = (events: StreamEvent[]) =>
    inTransaction(pool, async (db) => {
      await options.intoFresh(db);
      await rebuildStreams.call(projection, events, db);
      options.onWritten(events.length);
    });

  // Oldest first; each is awaited in turn, so a failed write fails the rebuild.
  const writing: Promise<void>[] = [];
  // The start of a stream the last batch read only in part: it goes with the next batch.
  let pending: StreamEvent[] = [];
  let reading = read(undefined);
  for (;;) {
    const batch = await reading;
    const last = batch.length === options.batchSize ? batch[batch.length - 1] : undefined;
    if (last) reading = read(last);
    const events = pending.concat(batch);
    const whole = last ? startOfLastStream(events) : events.length;
    pending = events.slice(whole);
    if (whole > 0) {
      if (writing.length >= WRITES_IN_FLIGHT) await writing.shift();
      const written = write(events.slice(0, whole));
      // Awaited in turn; until then a failure must not count as unhandled.
      written.catch(() => undefined);
      writing.push(written);
    }
    if (!last) break;
  }
  await Promise.all(writing);
  // Before the rest is applied in commit order: that looks rows up by its keys.
  await restoreIndexes();
  return upTo;
}

function startOfLastStream(events: readonly StreamEvent[]): number {
  const streamId = events[events.length - 1]!.streamId;
  let start = events.length - 1;
  while (start > 0 && events[start - 1]!.streamId === streamId) start--;
  return start;
}
