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

/** Statements on their way at once, at most: more, and each carries fewer appends; fewer, and appends wait longer. */
const IN_FLIGHT = 4;

/**
 * The appends of concurrent commands, gathered: while IN_FLIGHT statements are on their way, the appends that come
 * meanwhile wait and then go together in the next, one round trip and one commit for all of them. Each PostgreSQL
 * round trip costs the portal's process a socket write that wakes a server process, the largest item of a command's
 * profile (docs/profiles.md). A stream is in one statement on its way at most (a second append to it waits for the
 * next), so statements lock disjoint heads and cannot deadlock. An append alone goes through `single`, as before.
 */
export class AppendBatches {
  private readonly waiting: Pending[] = [];
  /** The streams of the statements on their way. */
  private readonly streamsOnTheirWay = new Set<string>();
  private onTheirWay = 0;

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
    while (this.onTheirWay < IN_FLIGHT) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      this.onTheirWay++;
      for (const pending of batch) this.streamsOnTheirWay.add(pending.streamId);
      void (batch.length === 1 ? this.alone(batch[0]!) : this.together(batch)).finally(() => {
        this.onTheirWay--;
        for (const pending of batch) this.streamsOnTheirWay.delete(pending.streamId);
        this.sendWhatMayGo();
      });
    }
  }

  /** The appends waiting, in order, but those to a stream on its way or already in the batch (they wait). */
  private nextBatch(): Pending[] {
    const streams = new Set<string>();
    const batch: Pending[] = [];
    for (let index = 0; index < this.waiting.length; ) {
      const pending = this.waiting[index]!;
      if (streams.has(pending.streamId) || this.streamsOnTheirWay.has(pending.streamId)) {
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
