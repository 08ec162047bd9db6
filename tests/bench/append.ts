import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { contactStream } from '../../domain/contacts/index.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { concurrentLoops } from './loops.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const WRITERS = 16;

/**
 * 16 writers, each on a stream of its own, append one event at a time with the exact expected revision;
 * the baseline is 16 connections doing plain autocommit single-row INSERTs into a table shaped like `events`
 * with an identity primary key, as any table has.
 */
export async function appendBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  // Short alternating rounds (ABBA…), so that both see the same disk: its fsync time drifts a lot here.
  const rounds = quick ? 2 : 6;
  const roundMs = (quick ? 3000 : 10_000) / rounds;
  const db = await scratchDatabase(server.adminUrl, 'append');
  const appendPool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  const insertPool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  try {
    const store = new PostgresEventStore(appendPool);
    await insertPool.query(`CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, event_id uuid, stream_id text, stream_revision bigint, type text, data jsonb, metadata jsonb)`);
    const appends = await concurrentLoops(WRITERS, async (writer) => {
      const stream = contactStream(randomUUID());
      let revision = (await store.append(stream, [event(writer, 0)], 'no_stream')).revision;
      return async (n) => {
        revision = (await store.append(stream, [event(writer, n)], revision)).revision;
      };
    });
    const inserts = await concurrentLoops(WRITERS, async (writer) => {
      const stream = contactStream(randomUUID());
      return async (n) => {
        const { type, data, metadata } = event(writer, n);
        await insertPool.query('INSERT INTO bench_inserts (event_id, stream_id, stream_revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)', [
          randomUUID(), stream, n, type, JSON.stringify(data), JSON.stringify(metadata),
        ]);
      };
    });
    const perRound: Array<{ appendsPerSecond: number; insertsPerSecond: number }> = [];
    for (let turn = 0; turn < rounds; turn++) {
      const [first, second] = turn % 2 === 0 ? [appends, inserts] : [inserts, appends];
      const a = await first.run(roundMs);
      const b = await second.run(roundMs);
      const [appendRound, insertRound] = first === appends ? [a, b] : [b, a];
      perRound.push({ appendsPerSecond: round1(appendRound), insertsPerSecond: round1(insertRound) });
    }

    const appendRate = appends.count() / appends.seconds();
    const insertRate = inserts.count() / inserts.seconds();
    const appendLatency = latencies(appends.samples);
    return {
      figures: [
        { figure: 'append: appends/s (16 writers, exact revision)', value: round(appendRate), unit: '/s' },
        { figure: 'append: baseline single-row INSERTs/s (16 conns)', value: round(insertRate), unit: '/s' },
        { figure: 'append: ratio appends ÷ INSERTs', value: round(appendRate / insertRate, 3), unit: '', goal: { atLeast: 0.8 } },
        { figure: 'append: p95 latency per append', value: appendLatency.p95, unit: 'ms' },
      ],
      details: {
        method: 'appends and INSERTs alternate in short rounds (ABBA…) so that both meet the same disk; a pg.Pool of 16 for each',
        writers: WRITERS,
        durationMs: rounds * roundMs,
        rounds: perRound,
        appends: { count: appends.count(), seconds: round(appends.seconds(), 2), latencyMs: appendLatency },
        inserts: { count: inserts.count(), seconds: round(inserts.seconds(), 2), latencyMs: latencies(inserts.samples) },
      },
    };
  } finally {
    await Promise.all([appendPool.end(), insertPool.end()]);
    await db.drop();
  }
}

const round1 = (phase: { count: number; seconds: number }) => round(phase.count / phase.seconds);

function event(writer: number, n: number) {
  return {
    type: 'ContactUpdated',
    data: { contact_id: randomUUID(), name: `Writer ${writer} contact ${n}`, code: `W${writer}-${n}`, type: 'regular', at: new Date().toISOString() },
    metadata: { client_id: randomUUID(), user_id: randomUUID(), request: `req-${n}` },
  };
}
