import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type RecordedEvent,
} from '../port.js';
import { appendStatement } from './append.sql.js';

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

const COLUMNS = `event_id, stream_id, stream_revision, transaction_id::text AS transaction_xid, position,
  type, data, metadata, recorded_at`;

/**
 * The default event store, in the same PostgreSQL as the read models. Readers of all events only see
 * transactions older than the oldest one still running, so out-of-order commits never leave gaps.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | undefined;

  /** `pool` may also be a client inside a transaction: the appends then commit with it. */
  constructor(private readonly pool: pg.Pool | pg.PoolClient) {}

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
    const params: unknown[] = [
      streamId,
      events.length,
      events.map(() => randomUUID()),
      events.map((event) => event.type),
      events.map((event) => JSON.stringify(event.data)),
      events.map((event) => JSON.stringify(event.metadata ?? {})),
    ];
    if (typeof expected === 'number') params.push(expected);
    const { rows } = await this.pool.query<Pick<EventRow, 'stream_revision' | 'transaction_xid' | 'position'>>(
      appendStatement(expected),
      params,
    );
    const last = rows[rows.length - 1];
    if (!last) throw new WrongExpectedRevisionError(streamId, expected, await this.headRevision(streamId));
    this.appended.emit('appended');
    return {
      revision: Number(last.stream_revision),
      position: { commit: Number(last.transaction_xid), prepare: Number(last.position) },
    };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_revision >= $2 ORDER BY stream_revision`,
      [streamId, fromRevision],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: GlobalPosition, maxCount: number): Promise<RecordedEvent[]> {
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

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }

  async estimateCount(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>('SELECT count(*) AS count FROM events');
    return Number(rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    await this.listener?.end();
    this.listener = undefined;
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
