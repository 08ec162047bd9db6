import type pg from 'pg';

/** An event's values as the append statements take them: event id, type, data and metadata (JSON text). */
export type EventValues = readonly [string, string, string, string];

/** What an append statement answers per event written; none when the stream's revision was not the expected one. */
export interface AppendedRow {
  stream_revision: string;
  transaction_xid: string;
  position: string;
}

interface Pending {
  streamId: string;
  values: readonly EventValues[];
  expected: number;
  resolve: (rows: AppendedRow[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Appends to several streams in one statement: each stream's head moves only where it is at the expected revision,
 * and only those streams' events are written behind it, in the order given. A stream whose head was elsewhere is
 * missing from what it returns (its caller's expectation failed); the others are written all the same.
 */
const APPEND_BATCH = `WITH input AS (SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[]) AS i(stream_id, expected, count)),
    heads AS (UPDATE event_streams s SET revision = s.revision + i.count FROM input i
              WHERE s.stream_id = i.stream_id AND s.revision = i.expected RETURNING s.stream_id, s.revision)
    INSERT INTO events (event_id, stream_id, stream_revision, type, data, metadata)
    SELECT e.event_id, e.stream_id, h.revision - i.count + e.nth, e.type, e.data, e.metadata
    FROM unnest($4::uuid[], $5::text[], $6::int[], $7::text[], $8::jsonb[], $9::jsonb[]) WITH ORDINALITY
      AS e(event_id, stream_id, nth, type, data, metadata, ord)
    JOIN heads h ON h.stream_id = e.stream_id
    JOIN input i ON i.stream_id = e.stream_id
    ORDER BY e.ord
    RETURNING stream_id, stream_revision, transaction_id::text AS transaction_xid, position`;

/**
 * The appends of concurrent commands, gathered: while a statement is on its way, the appends that come meanwhile wait
 * and then go together in the next, one round trip and one commit for all of them. Each PostgreSQL round trip costs
 * the portal's process a socket write that wakes a server process, the largest item of a command's profile
 * (docs/profiles.md). One statement at a time: at 16 clients tagging and booking, four on their way left a third of
 * the appends alone (0.58 queries per command, 0.42–0.50 of the HTTP floor), two 0.38 (0.45–0.54), one 0.21–0.24
 * (0.60–0.65), its p95 the lowest too (6.8–8.0 ms): on 2 cores the portal's process is the limit. A stream is once
 * in a statement at most (a second append to it waits for the next). An append alone goes through `single`.
 */
export class AppendBatches {
  private readonly waiting: Pending[] = [];
  private sending = false;

  constructor(
    private readonly pool: pg.Pool,
    /** The append of one stream's events in a statement of its own. */
    private readonly single: (streamId: string, values: readonly EventValues[], expected: number) => Promise<AppendedRow[]>,
  ) {}

  /** The rows of the stream's events written; none when its head was not at `expected`. */
  append(streamId: string, values: readonly EventValues[], expected: number): Promise<AppendedRow[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ streamId, values, expected, resolve, reject });
      this.sendWhatMayGo();
    });
  }

  private sendWhatMayGo(): void {
    if (this.sending) return;
    const batch = this.nextBatch();
    if (batch.length === 0) return;
    this.sending = true;
    void (batch.length === 1 ? this.alone(batch[0]!) : this.together(batch)).finally(() => {
      this.sending = false;
      this.sendWhatMayGo();
    });
  }

  /** The appends waiting, in order, but a stream's second and later ones (they wait for the next statement). */
  private nextBatch(): Pending[] {
    const streams = new Set<string>();
    const batch: Pending[] = [];
    for (let index = 0; index < this.waiting.length; ) {
      const pending = this.waiting[index]!;
      if (streams.has(pending.streamId)) {
        index++;
        continue;
      }
      streams.add(pending.streamId);
      batch.push(pending);
      this.waiting.splice(index, 1);
    }
    return batch;
  }

  private async alone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await this.single(pending.streamId, pending.values, pending.expected));
    } catch (error) {
      pending.reject(error);
    }
  }

  /** One statement for the batch; should it fail as a whole (an event PostgreSQL refuses), each append alone. */
  private async together(batch: Pending[]): Promise<void> {
    const events = batch.flatMap(({ streamId, values }) => values.map((value, nth) => [streamId, nth + 1, ...value] as const));
    const column = <I extends number>(index: I) => events.map((event) => event[index]);
    let rows: Array<AppendedRow & { stream_id: string }>;
    try {
      ({ rows } = await this.pool.query<AppendedRow & { stream_id: string }>({
        name: 'events_append_batch',
        text: APPEND_BATCH,
        values: [batch.map((pending) => pending.streamId), batch.map((pending) => pending.expected), batch.map((pending) => pending.values.length), column(2), column(0), column(1), column(3), column(4), column(5)],
      }));
    } catch {
      for (const pending of batch) await this.alone(pending);
      return;
    }
    const byStream = new Map<string, AppendedRow[]>();
    for (const row of rows) {
      const written = byStream.get(row.stream_id);
      if (written) written.push(row);
      else byStream.set(row.stream_id, [row]);
    }
    for (const pending of batch) pending.resolve(byStream.get(pending.streamId) ?? []);
  }
}
