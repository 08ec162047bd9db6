import type pg from 'pg';
import type { DomainEvent } from '../domain/shared/decider.js';
import type { RecordedEvent, StreamEvent } from '../eventstore/port.js';

interface ProjectionOf<E extends DomainEvent> {
  readonly name: string;
  readonly tables: readonly string[];
  /**
   * Prefixes of the streams whose events it applies (all streams when absent). The runner passes stretches
   * of other streams' events without a transaction, so a busy day flow costs the contacts read model nothing.
   */
  readonly streams?: readonly string[];
  /** The event types it applies, of those streams (all when absent). */
  readonly eventTypes?: ReadonlySet<E['type']>;
  /**
   * Indexes of its tables (by their migration names) that only readers use, not `apply`: a rebuild fills its fresh
   * tables without them and builds each once at the end, far cheaper than keeping them up to date row by row. They are
   * built in this order, beside finishRebuild or finishStreams: those of the tables it only reads first, so they need
   * not wait for it.
   */
  readonly deferredIndexes?: readonly string[];
  /** Gets only the events of its streams and types, in commit order. */
  apply(events: readonly RecordedEvent<E>[], db: pg.ClientBase, context?: ApplyContext): Promise<void>;
  /**
   * Called once by a rebuild after the bulk of the history applied in commit order (with `rebuilding`), on its fresh
   * tables: derives at once what `apply` then left out (figures across many rows), before the rebuild catches up
   * batch by batch.
   */
  finishRebuild?(db: pg.ClientBase): Promise<void>;
  /**
   * Writes into a rebuild's fresh tables the rows of whole streams, each folded from its first event to its last up
   * to where the rebuild reads (the events stream after stream, each stream's in revision order), and remembers each
   * stream's last revision as `apply` does. Where present, and the store reads stream by stream, a rebuild reads the
   * bulk of the history so: no rows to look up, only rows to add.
   */
  rebuildStreams?(events: readonly StreamEvent<E>[], db: pg.ClientBase): Promise<void>;
  /**
   * Called once by a rebuild after a bulk of whole streams (`rebuildStreams`), instead of finishRebuild: derives
   * what rebuildStreams left out. What arrived meanwhile is then applied as the runner does, without `rebuilding`.
   */
  finishStreams?(db: pg.ClientBase): Promise<void>;
}

export interface ApplyContext {
  /** The bulk of a rebuild into fresh tables: work that `finishRebuild` does once for the whole history may be left out. */
  rebuilding: boolean;
}

/**
 * A read model: the tables it owns and how a batch of events changes them. `apply` runs inside the
 * runner's transaction, together with the checkpoint, and must be idempotent (an event applied twice
 * changes nothing). Table names are written unqualified: a rebuild points search_path at fresh copies.
 *
 * A projection of an aggregate's events (`E`, e.g. DayEvent) names the streams and the event types it applies,
 * and is handed those events typed: narrowing on `type` narrows `data`.
 */
export type Projection<E extends DomainEvent = DomainEvent> = ProjectionOf<E> &
  (DomainEvent extends E ? unknown : { readonly streams: readonly string[]; readonly eventTypes: ReadonlySet<E['type']> });

/** Whether the projection applies events of the stream. */
export function appliesTo(projection: Projection, streamId: string): boolean {
  return projection.streams === undefined || projection.streams.some((prefix) => streamId.startsWith(prefix));
}

/** Whether the projection applies the event: of its streams and types, hence one of its events. */
export function wants<E extends DomainEvent>(projection: Projection<E>, event: RecordedEvent): event is RecordedEvent<E> {
  const types: ReadonlySet<string> | undefined = projection.eventTypes;
  return appliesTo(projection, event.streamId) && (types === undefined || types.has(event.type));
}

/** Applies the events of a batch the projection wants (the runner and a rebuild pass it nothing else). */
export async function applyWanted<E extends DomainEvent>(projection: Projection<E>, events: readonly RecordedEvent[], db: pg.ClientBase, context?: ApplyContext): Promise<void> {
  const wanted = events.filter((event) => wants(projection, event));
  if (wanted.length > 0) await projection.apply(wanted, db, context);
}
