import type { DomainEvent } from '../domain/shared/decider.js';

/**
 * The EventStore port. Commands append events to streams with optimistic concurrency;
 * projections read every event in commit order from a checkpoint and wait for new ones.
 *
 * Revisions and positions are plain numbers: stream revisions start at 0, and a global
 * position is a pair ordered lexicographically. The PostgreSQL adapter fills it with
 * (transaction id, sequence); the KurrentDB adapter with ($all commit, prepare position).
 */
export interface GlobalPosition {
  readonly commit: number;
  readonly prepare: number;
}

/** Before the first event. Reading all "after the start" returns the first event. */
export const START: GlobalPosition = Object.freeze({ commit: 0, prepare: 0 });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  return a.commit - b.commit || a.prepare - b.prepare;
}

/** What the writer expects the stream to be: a revision, or one of the three states. */
export type ExpectedRevision = number | 'any' | 'no_stream' | 'stream_exists';

export interface EventToAppend {
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata?: Record<string, unknown>;
}

/** Where and when an event was stored, and who caused it (CommandMetadata). */
interface Recorded {
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly position: GlobalPosition;
  readonly metadata: Record<string, unknown>;
  readonly recordedAt: Date;
}

/**
 * A stored event, typed by the event union of its stream: the intersection distributes over the union, so
 * narrowing `type` narrows `data` (emmett's ReadEvent). Untyped (any type, any data) where streams are mixed.
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & Recorded;

/**
 * An event as a rebuild reading stream by stream gets it: what a fold needs (its stream, revision, type and data),
 * without its id, position, metadata and time, which cost the reader a fifth of a rebuild's time to decode.
 */
export type StreamEvent<E extends DomainEvent = DomainEvent> = E & { readonly streamId: string; readonly revision: number };

/** Which events a rebuild reads stream by stream (`readStreamsUpTo`), from after `after` in that order. */
export interface StreamsQuery {
  /** Prefixes of the streams, and the event types of them. */
  readonly prefixes: readonly string[];
  readonly types: readonly string[];
  /** The last position read: events after it are left to a reader in commit order. */
  readonly upTo: GlobalPosition;
  /** The last event read (null: from the first). */
  readonly after: { readonly streamId: string; readonly revision: number } | null;
  readonly maxCount: number;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  readonly revision: number;
  /** Global position of the last appended event; a reader that has passed it has seen the append. */
  readonly position: GlobalPosition;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'concurrency_conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} was expected at ${expected} but is at ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** The first events of a stream that must not exist yet. */
export interface StreamCreation {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
}

export interface EventStore {
  /** Appends all events atomically, or none when the stream is not at `expected`. */
  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Starts many streams in one transaction, all or none: when any of them exists already, nothing is written and
   * WrongExpectedRevisionError names it. Absent where the store cannot write several streams at once (KurrentDB):
   * callers then append stream by stream.
   */
  createStreams?(creations: readonly StreamCreation[]): Promise<void>;
  /**
   * The stream's events from `fromRevision` on (inclusive), oldest first. Empty when the stream does not exist.
   * `E` names the events the stream holds: those its aggregate appends (the store cannot check them).
   */
  readStream<E extends DomainEvent = DomainEvent>(streamId: string, fromRevision?: number): Promise<RecordedEvent<E>[]>;
  /** Up to `maxCount` events strictly after `after`, in commit order, never skipping one that commits later. */
  readAll(after: GlobalPosition, maxCount: number): Promise<RecordedEvent[]>;
  /**
   * The position of the last event readable now: no event at or before it can commit later. Absent, with
   * readStreamsUpTo, where the store cannot read stream by stream (KurrentDB).
   */
  readablePosition?(): Promise<GlobalPosition>;
  /**
   * Up to `maxCount` of the events the query names, each stream's in revision order and one stream after the other
   * (in no promised order of streams): a rebuild folds each stream whole, without the rows of the ones before.
   */
  readStreamsUpTo?(query: StreamsQuery): Promise<StreamEvent[]>;
  /** Calls `listener` when new events may be readable. Returns the unsubscribe function. */
  onAppended(listener: () => void): () => void;
  /** A cheap estimate of how many events there are (for progress bars). */
  estimateCount(): Promise<number>;
  close(): Promise<void>;
}
