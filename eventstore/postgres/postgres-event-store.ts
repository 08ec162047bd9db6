import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
  type StreamCreation,
  type StreamEvent,
  type StreamsQuery,
} from '../port.js';
import type { DomainEvent } from '../../domain/shared/decider.js';
import { AppendBatches, type AppendedRow, type EventValues } from './append-batches.js';
import { appendStatement, CREATE_STREAMS } from './append.sql.js';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_revision: string;
  transaction_xid: string;
  position: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const NOTIFY = `SELECT pg_notify('events_appended', '')`;
/**
 * Other processes are woken at most this often (their runners poll as well, and read a busy log at most every 50 ms
 * however often they are woken: projections/runner.ts's paceMs). Someone waiting there for a read model does not
 * wait for it: their wait wakes that process's runner itself.
 */
const NOTIFY_INTERVAL_MS = 25;

const COLUMNS = `event_id, stream_id, stream_revision, transaction_id::text AS transaction_xid, position,
  type, data, metadata, recorded_at`;

/**
 * The default event store, in the same PostgreSQL as the read models. Readers of all events only see
 * transactions older than the oldest one still running, so out-of-order commits never leave gaps.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | undefined;
  /** The NOTIFY being sent, and the timer of the next one. */
  private notifying: Promise<void> | undefined;
  private notifyTimer: NodeJS.Timeout | undefined;

  /** Appends with an expected revision, gathered while one is on its way (on a pool only). */
  private readonly batches: AppendBatches | undefined;

  /** `pool` may also be a client inside a transaction: the appends then commit with it. */
  constructor(private readonly pool: pg.Pool | pg.PoolClient) {
    this.batches = pool instanceof pg.Pool ? new AppendBatches(pool, (streamId, values, expected) => this.appendAlone(streamId, values, expected)) : undefined;
  }

  /** Also wake on appends by other processes (LISTEN/NOTIFY); without it, only this process's appends wake. */
  async listen(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', () => this.appended.emit('appended'));
    client.on('error', () => undefined);
    await client.query('LISTEN events_appended');
    this.listener = client;
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const values = events.map((event): EventValues => [randomUUID(), event.type, JSON.stringify(event.data), JSON.stringify(event.metadata ?? {})]);
    const rows = this.batches && typeof expected === 'number' ? await this.batches.append(streamId, values, expected) : await this.appendAlone(streamId, values, expected);
    const last = rows[rows.length - 1];
    if (!last) throw new WrongExpectedRevisionError(streamId, expected, await this.headRevision(streamId));
    this.appended.emit('appended');
    // On a pool: after the commit. Inside the caller's transaction: with its commit, or not at all.
    if (this.pool instanceof pg.Pool) this.notifyOtherProcesses(this.pool);
    else await this.pool.query(NOTIFY);
    return {
      revision: Number(last.stream_revision),
      position: { commit: Number(last.transaction_xid), prepare: Number(last.position) },
    };
  }

  /** One stream's events in a statement of their own; no rows when the stream's revision was not `expected`. */
  private async appendAlone(streamId: string, values: readonly EventValues[], expected: ExpectedRevision): Promise<AppendedRow[]> {
    // One event: its four values; several: four arrays, one per column.
    const columns = values.length === 1 ? values[0]! : [0, 1, 2, 3].map((column) => values.map((row) => row[column]));
    const params: unknown[] = [streamId, values.length, ...columns];
    if (typeof expected === 'number') params.push(expected);
    const { rows } = await this.pool.query<AppendedRow>({ ...appendStatement(expected, values.length), values: params });
    return rows;
  }

  async createStreams(creations: readonly StreamCreation[]): Promise<void> {
    if (creations.length === 0) return;
    const events = creations.flatMap(({ streamId, events }) =>
      events.map((event, revision) => [randomUUID(), streamId, revision, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata ?? {})] as const),
    );
    const column = <I extends number>(index: I) => events.map((event) => event[index]);
    // On a pool, a transaction of its own; inside the caller's, a savepoint: either way all or none.
    const client = this.pool instanceof pg.Pool ? await this.pool.connect() : this.pool;
    const [begin, undo, keep] = client === this.pool ? ['SAVEPOINT create_streams', 'ROLLBACK TO SAVEPOINT create_streams', 'RELEASE SAVEPOINT create_streams'] : ['BEGIN', 'ROLLBACK', 'COMMIT'];
    try {
      await client.query(begin);
      const { rows } = await client.query<{ stream_id: string }>(CREATE_STREAMS, [
        creations.map((creation) => creation.streamId),
        creations.map((creation) => creation.events.length),
        ...[0, 1, 2, 3, 4, 5].map(column),
      ]);
      const created = new Set(rows.map((row) => row.stream_id));
      const existing = creations.find((creation) => !created.has(creation.streamId));
      if (existing) {
        await client.query(undo);
        throw new WrongExpectedRevisionError(existing.streamId, 'no_stream', await this.headRevision(existing.streamId));
      }
      await client.query(keep);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) await client.query(undo).catch(() => undefined);
      throw error;
    } finally {
      if (client !== this.pool && 'release' in client) client.release();
    }
    this.appended.emit('appended');
    if (this.pool instanceof pg.Pool) this.notifyOtherProcesses(this.pool);
    else await this.pool.query(NOTIFY);
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string, fromRevision = 0): Promise<RecordedEvent<E>[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision`,
      [streamId, fromRevision],
    );
    // The stream holds what its aggregate appended: the caller names that union (see the port).
    return rows.map(toRecorded) as RecordedEvent<E>[];
  }

  async readAll(after: GlobalPosition, maxCount: number): Promise<RecordedEvent[]> {
    await this.notified();
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, position
       LIMIT $3`,
      [String(after.commit), after.prepare, maxCount],
    );
    return rows.map(toRecorded);
  }

  async readablePosition(): Promise<GlobalPosition> {
    await this.notified();
    const { rows } = await this.pool.query<Pick<EventRow, 'transaction_xid' | 'position'>>(
      `SELECT transaction_id::text AS transaction_xid, position FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, position DESC LIMIT 1`,
    );
    const last = rows[0];
    return last ? { commit: Number(last.transaction_xid), prepare: Number(last.position) } : START;
  }

  /**
   * Through the (stream_id, stream_revision) index, page by page from the last event read. The columns are named as
   * the answer's fields: pg's rows are the events, not copied into new objects (a rebuild's garbage collector had a
   * fifth of its time).
   */
  async readStreamsUpTo({ prefixes, types, upTo, after, maxCount }: StreamsQuery): Promise<StreamEvent[]> {
    const { rows } = await this.pool.query<StreamEvent>({
      name: 'events_read_streams_up_to',
      text: `SELECT stream_id AS "streamId", stream_revision::int AS revision, type, data FROM events
       WHERE (stream_id, stream_revision) > ($1, $2) AND stream_id LIKE ANY($3::text[]) AND type = ANY($4::text[])
         AND (transaction_id, position) <= ($5::text::xid8, $6::bigint)
       ORDER BY stream_id, stream_revision
       LIMIT $7`,
      values: [
        after?.streamId ?? '',
        after?.revision ?? -1,
        prefixes.map((prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
        types,
        String(upTo.commit),
        upTo.prepare,
        maxCount,
      ],
    });
    return rows;
  }

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  async estimateCount(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>('SELECT count(*) AS count FROM events');
    return Number(rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    await this.notified();
    await this.listener?.end();
    this.listener = undefined;
  }

  /**
   * Wakes readers in other processes with a NOTIFY after the append has committed, in a statement of its
   * own: inside the append it would hold PostgreSQL's notify-queue lock until the commit is flushed, so
   * concurrent appends would commit one by one. At most one goes out per NOTIFY_INTERVAL_MS, for all the
   * appends of that moment. A lost one only delays other processes until their next poll.
   */
  private notifyOtherProcesses(pool: pg.Pool): void {
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = undefined;
      const sending: Promise<void> = pool
        .query(NOTIFY)
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          if (this.notifying === sending) this.notifying = undefined;
        });
      this.notifying = sending;
    }, NOTIFY_INTERVAL_MS);
  }

  /**
   * Settles the NOTIFY being sent. A NOTIFY is a transaction, and a running transaction holds back what
   * readAll returns: without this, a reader right behind its own append could find it missing.
   */
  private notified(): Promise<void> | undefined {
    return this.notifying;
  }

  private async headRevision(streamId: string): Promise<number | 'no_stream'> {
    const { rows } = await this.pool.query<{ revision: string }>(
      'SELECT revision FROM event_streams WHERE stream_id = $1',
      [streamId],
    );
    return rows[0] ? Number(rows[0].revision) : 'no_stream';
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    position: { commit: Number(row.transaction_xid), prepare: Number(row.position) },
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
