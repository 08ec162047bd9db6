import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openPortal } from '../../portal/portal.js';
import { createBucket } from '../../detection/buckets.js';
import { createOrganisation } from '../../identity/organisations.js';
import { createToken } from '../../identity/tokens.js';
import { httpInsertFloor } from './http-floor.js';
import { Failures, listen, send } from './http.js';
import { concurrentLoops } from './loops.js';
import { insertUsers } from './organisation.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const PEOPLE = 50;
/** What each person runs: the three official watchers, and the web watcher in a second browser. */
const WATCHERS = [
  { bucket: 'aw-watcher-window_laptop', type: 'currentwindow', client: 'aw-watcher-window', pulsetime: 2, data: (n: number) => ({ app: 'Code', title: `file-${n}.ts` }) },
  { bucket: 'aw-watcher-afk_laptop', type: 'afkstatus', client: 'aw-watcher-afk', pulsetime: 185, data: (n: number) => ({ status: n % 2 ? 'afk' : 'not-afk' }) },
  { bucket: 'aw-watcher-web-chrome', type: 'web.tab.current', client: 'aw-client-web', pulsetime: 80, data: (n: number) => ({ url: `https://example.com/${n}`, title: `Page ${n}`, audible: false, incognito: false, tabCount: 3 }) },
  { bucket: 'aw-watcher-web-firefox', type: 'web.tab.current', client: 'aw-client-web', pulsetime: 80, data: (n: number) => ({ url: `https://example.org/${n}`, title: `Page ${n}`, audible: false, incognito: false, tabCount: 5 }) },
] as const;
const CLIENTS = PEOPLE * WATCHERS.length;
/** A watcher's data changes every this many heartbeats: the rest extend the last event. */
const SAME_DATA_FOR = 20;

/**
 * Heartbeats over HTTP (issue 9): 200 watchers (50 people × window, afk and two web watchers; a token per
 * person) send heartbeats to the listening portal over keep-alive node:http connections, a second apart in their
 * own timeline, so most extend the last event and one in 20 starts a new one. Throughput: as fast as the portal
 * answers, in rounds alternating (ABBA…) with the HTTP floor (a bare Fastify route doing one INSERT, hit by as
 * many clients), so both meet the same machine. Latency: each watcher sending a heartbeat a second (aw-watcher-
 * window's poll; the others send less), as at full speed the p95 is only the queue of 200 clients (200 ÷ rate).
 */
export async function heartbeatsBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const durationMs = quick ? 3000 : 10_000;
  const rounds = quick ? 2 : 4;
  const db = await scratchDatabase(server.adminUrl, 'heartbeats');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  const floorPool = new pg.Pool({ connectionString: db.url, max: 30 });
  floorPool.on('error', () => undefined); // an idle connection dropped; the next checkout replaces it
  try {
    const baseUrl = await listen(portal.app);
    const { pool } = portal.deps;
    const admin = { email: 'admin@heartbeats.bench.example', password: 'correct horse battery', name_first: 'Ada', name_last: 'Admin' };
    const { clientId } = await createOrganisation(pool, { name: 'Bench firm' }, admin);
    const people = await insertUsers(portal, clientId, PEOPLE);
    const tokens = await Promise.all(people.map(async (userId) => (await createToken(pool, { client_id: clientId, user_id: userId }, 'laptop (agent)', ['detections:write'])).secret));
    for (const userId of people) {
      for (const { bucket, type, client } of WATCHERS) await createBucket(pool, { client_id: clientId, user_id: userId }, { name: bucket, type, client, hostname: 'laptop', data: {} });
    }
    await floorPool.query('CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, event_id uuid, stream_id text, stream_revision bigint, type text, data jsonb, metadata jsonb)');

    const failures = new Failures();
    const timelineStart = Date.now() - 3600_000;
    const watchers = Array.from({ length: CLIENTS }, (_, loop) => {
      const watcher = WATCHERS[loop % WATCHERS.length]!;
      const headers = { authorization: `Bearer ${tokens[Math.floor(loop / WATCHERS.length)]}` };
      const url = `${baseUrl}/api/0/buckets/${watcher.bucket}/heartbeat?pulsetime=${watcher.pulsetime}`;
      let beat = 0;
      return async () => {
        const timestamp = new Date(timelineStart + beat * 1000).toISOString();
        const data = watcher.data(Math.floor(beat++ / SAME_DATA_FOR));
        failures.note('POST /api/0/buckets/{id}/heartbeat', await send('POST', url, headers, { timestamp, duration: 0, data }));
      };
    });

    const loops = await concurrentLoops(CLIENTS, async (loop) => watchers[loop]!);
    await loops.warmUp(500);
    const floors: Array<Awaited<ReturnType<typeof httpInsertFloor>>> = [];
    const perRound: Array<{ heartbeatsPerSecond: number; floorPerSecond: number }> = [];
    let busy = 0;
    for (let turn = 0; turn < rounds; turn++) {
      const heartbeats = async () => {
        const elu = performance.eventLoopUtilization();
        const run = await loops.run(durationMs / rounds);
        busy += performance.eventLoopUtilization(elu).utilization / rounds;
        return round(run.count / run.seconds);
      };
      const floor = async () => {
        floors.push(await httpInsertFloor(floorPool, CLIENTS, durationMs / rounds));
        return floors.at(-1)!.requestsPerSecond;
      };
      const heartbeatsFirst = turn % 2 === 0;
      const first = heartbeatsFirst ? await heartbeats() : await floor();
      const second = heartbeatsFirst ? await floor() : await heartbeats();
      perRound.push(heartbeatsFirst ? { heartbeatsPerSecond: first, floorPerSecond: second } : { heartbeatsPerSecond: second, floorPerSecond: first });
    }
    const paced = await pacedRun(watchers, durationMs);

    const rate = loops.count() / loops.seconds();
    const floorRate = floors.reduce((sum, floor) => sum + floor.requestsPerSecond, 0) / floors.length;
    const full = latencies(loops.samples);
    const atOnePerSecond = latencies(paced);
    const stored = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM detections')).rows[0]!.n);
    return {
      figures: [
        { figure: 'heartbeats: heartbeats/s over HTTP (200 watchers, full speed)', value: round(rate), unit: '/s' },
        { figure: 'heartbeats: HTTP floor, one INSERT per request (200 clients)', value: round(floorRate), unit: '/s' },
        { figure: 'heartbeats: ratio heartbeats ÷ HTTP floor', value: round(rate / floorRate, 3), unit: '', goal: { atLeast: 0.5 } },
        { figure: 'heartbeats: p95 latency, 200 watchers × 1 heartbeat/s', value: atOnePerSecond.p95, unit: 'ms', goal: { atMost: 20 } },
        { figure: 'heartbeats: p50 latency, 200 watchers × 1 heartbeat/s', value: atOnePerSecond.p50, unit: 'ms' },
        { figure: 'heartbeats: p95 latency at full speed (the queue of 200 clients)', value: full.p95, unit: 'ms' },
        { figure: 'heartbeats: answers other than 200', value: failures.count, unit: '', goal: { atMost: 0 } },
      ],
      details: {
        method:
          'keep-alive node:http over 127.0.0.1 to app.listen, Authorization: Bearer per person, clients in the portal’s own process; ' +
          'each watcher’s heartbeats a second apart in its timeline, its data changing every 20; full speed alternating with the HTTP ' +
          'floor in rounds (ABBA…), then every watcher paced at one heartbeat a second',
        watchers: CLIENTS,
        people: PEOPLE,
        durationMs,
        rounds: perRound,
        fullSpeed: { count: loops.count(), seconds: round(loops.seconds(), 2), latencyMs: full, portalEventLoopUtilization: round(busy, 3) },
        onePerSecond: { latencyMs: atOnePerSecond },
        detectionsStored: stored,
        httpFloor: floors,
        failures: failures.byStatus,
      },
    };
  } finally {
    await floorPool.end();
    await portal.close();
    await db.drop();
  }
}

/** Every watcher sending once a second, spread over the second, for `durationMs`; the latency of each send. */
async function pacedRun(watchers: ReadonlyArray<() => Promise<void>>, durationMs: number): Promise<number[]> {
  const samples: number[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    watchers.map(async (beat, n) => {
      for (let due = performance.now() + (n * 1000) / watchers.length; due < end; due += 1000) {
        await sleep(Math.max(0, due - performance.now()));
        const start = performance.now();
        await beat();
        samples.push(performance.now() - start);
      }
    }),
  );
  return samples;
}
