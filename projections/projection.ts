import type pg from 'pg';
import type { RecordedEvent } from '../eventstore/port.js';

/**
 * A read model: the tables it owns and how a batch of events changes them. `apply` runs inside the
 * runner's transaction, together with the checkpoint, and must be idempotent (an event applied twice
 * changes nothing). Table names are written unqualified: a rebuild points search_path at fresh copies.
 */
export interface Projection {
  readonly name: string;
  readonly tables: readonly string[];
  /**
   * Prefixes of the streams whose events it applies (all streams when absent). The runner passes stretches
   * of other streams' events without a transaction, so a busy day flow costs the contacts read model nothing.
   */
  readonly streams?: readonly string[];
  /** The event types it applies, of those streams (all when absent). */
  readonly eventTypes?: ReadonlySet<string>;
  apply(events: readonly RecordedEvent[], db: pg.ClientBase): Promise<void>;
}

/** Whether the projection applies events of the stream. */
export function appliesTo(projection: Projection, streamId: string): boolean {
  return projection.streams === undefined || projection.streams.some((prefix) => streamId.startsWith(prefix));
}

/** Whether the projection applies the event (the runner passes the others by). */
export function wants(projection: Projection, event: RecordedEvent): boolean {
  return appliesTo(projection, event.streamId) && (projection.eventTypes === undefined || projection.eventTypes.has(event.type));
}
