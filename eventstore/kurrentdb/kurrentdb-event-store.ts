import { EventEmitter } from 'node:events';
import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamSubscription,
} from '@kurrent/kurrentdb-client';
import type { DomainEvent } from '../../domain/shared/decider.js';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
} from '../port.js';
import {
  fromKurrentPosition,
  isSystemEvent,
  readPositionAfter,
  toActualRevision,
  toEventData,
  toRecorded,
  toStreamState,
} from './kurrentdb-mapping.js';

/** Reading $all in pages at least this long keeps runs of system events from costing a round trip each. */
const MIN_PAGE = 100;
/** How many of the newest records `estimateCount` measures to find the average record size. */
const SIZE_SAMPLE = 100;
const RESUBSCRIBE_DELAY_MS = 1000;

/**
 * The scale-out event store on KurrentDB. A global position is the $all (commit, prepare) pair; KurrentDB has
 * a single writer, so $all is already in commit order with no gaps. System events (`$` types) are never returned.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private subscription: AllStreamSubscription | undefined;
  private closed = false;

  constructor(private readonly client: KurrentDBClient) {}

  /** A connection string such as `kurrentdb://localhost:2113?tls=false`. */
  static connect(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString));
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const result = await this.client
      .appendToStream(streamId, events.map(toEventData), { streamState: toStreamState(expected) })
      .catch((error: unknown) => {
        if (error instanceof WrongExpectedVersionError) {
          throw new WrongExpectedRevisionError(streamId, expected, toActualRevision(error.actualState));
        }
        throw error;
      });
    // The server reports the log position of the batch's last record, which is that event's $all position.
    if (!result.position) throw new Error(`KurrentDB appended to ${streamId} but reported no position`);
    this.appended.emit('appended');
    return { revision: Number(result.nextExpectedRevision), position: fromKurrentPosition(result.position) };
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string, fromRevision = 0): Promise<RecordedEvent<E>[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    // The stream holds what its aggregate appended: the caller names that union (see the port).
    return events as RecordedEvent<E>[];
  }

  async readAll(after: GlobalPosition, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    const pageSize = Math.max(maxCount + 1, MIN_PAGE);
    let from = after;
    // A forward read of $all includes its start position, so each page after the first repeats one event.
    for (;;) {
      let read = 0;
      const page = this.client.readAll({ fromPosition: readPositionAfter(from), direction: FORWARDS, maxCount: pageSize });
      for await (const resolved of page) {
        read++;
        const event = resolved.event;
        if (!event) continue;
        const position = fromKurrentPosition(event.position);
        if (comparePositions(position, from) <= 0) continue;
        from = position;
        if (!isSystemEvent(event) && events.length < maxCount) events.push(toRecorded(event));
      }
      if (events.length >= maxCount || read < pageSize) return events;
    }
  }

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    this.subscribe();
    return () => this.appended.off('appended', listener);
  }

  /**
   * KurrentDB keeps no event count. This extrapolates one from the head of $all: the head's log position
   * divided by the average size of the newest records. System events and scavenged space are counted too, so
   * it tends to over-estimate; it is meant for progress bars only.
   */
  async estimateCount(): Promise<number> {
    const commits: number[] = [];
    const newest = this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: SIZE_SAMPLE });
    for await (const resolved of newest) {
      if (resolved.event) commits.push(Number(resolved.event.position.commit));
    }
    const head = commits[0];
    const oldest = commits[commits.length - 1];
    if (head === undefined || oldest === undefined || head <= oldest) return commits.length;
    const bytesPerRecord = (head - oldest) / (commits.length - 1);
    return Math.round(head / bytesPerRecord) + 1;
  }

  async close(): Promise<void> {
    this.closed = true;
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.unsubscribe();
    await this.client.dispose();
  }

  /** Other processes' appends arrive through one subscription to $all, opened when the first listener comes. */
  private subscribe(): void {
    if (this.subscription || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    const restart = () => {
      if (this.subscription !== subscription) return;
      this.subscription = undefined;
      if (this.closed || this.appended.listenerCount('appended') === 0) return;
      setTimeout(() => this.subscribe(), RESUBSCRIBE_DELAY_MS).unref();
    };
    subscription.on('data', () => this.appended.emit('appended'));
    subscription.on('error', restart);
    subscription.on('end', restart);
    this.subscription = subscription;
  }
}
