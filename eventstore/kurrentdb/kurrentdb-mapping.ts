import {
  ANY,
  NO_STREAM,
  START as KURRENT_START,
  STREAM_EXISTS,
  jsonEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type Position,
  type ReadPosition,
  type RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import {
  START,
  comparePositions,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
} from '../port.js';

/** Our expected revision as KurrentDB's `streamState`. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

/** KurrentDB's actual stream state in a conflict; deleted streams report negative revisions and count as absent. */
export function toActualRevision(actual: CurrentStreamState): number | 'no_stream' {
  return typeof actual === 'bigint' && actual >= 0n ? Number(actual) : 'no_stream';
}

export function toEventData(event: EventToAppend): EventData {
  return jsonEvent({ type: event.type, data: event.data, metadata: event.metadata ?? {} });
}

export function fromKurrentPosition(position: Position): GlobalPosition {
  return { commit: Number(position.commit), prepare: Number(position.prepare) };
}

/** Where a forward read of $all must start to see everything after `after` (the read includes its start). */
export function readPositionAfter(after: GlobalPosition): ReadPosition {
  return comparePositions(after, START) <= 0
    ? KURRENT_START
    : { commit: BigInt(after.commit), prepare: BigInt(after.prepare) };
}

/** Event types starting with `$` are KurrentDB's own (epochs, stream metadata, statistics, links). */
export function isSystemEvent(event: KurrentRecordedEvent): boolean {
  return event.type.startsWith('$');
}

export function toRecorded(event: KurrentRecordedEvent): RecordedEvent {
  if (!event.position) {
    // Servers before 22.6 leave out positions on stream reads; KurrentDB always sends them.
    throw new Error(`KurrentDB returned event ${event.id} without its $all position; upgrade the server`);
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: fromKurrentPosition(event.position),
    type: event.type,
    data: asRecord(event.data),
    metadata: event.metadata === undefined ? {} : asRecord(event.metadata),
    recordedAt: event.created,
  };
}

/** Our events are JSON objects; anything else (written by other tools) is wrapped rather than dropped. */
function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
    ? (value as Record<string, unknown>)
    : { value };
}
