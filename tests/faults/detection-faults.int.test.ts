import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { condense, mergeHeartbeats, type Detection } from '../../domain/detections/index.js';
import { DEFAULTS } from '../../domain/preferences/index.js';
import { createToken } from '../../identity/tokens.js';
import { openPortal, type Portal } from '../../portal/portal.js';
import { listen, send } from '../bench/http.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { randomFrom } from '../../domain/shared/random.js';
import { flakyDelivery, simulatedDay, type Delivery, type SimulatedWatcher } from '../support/simulated-watchers.js';

/**
 * 201 watchers (67 people, each a laptop running aw-watcher-window, -afk and -web) send a working day of
 * yesterday (07:00–15:00 UTC, a heartbeat every 60 s of that day, each covering its 60 s, with the official
 * pulsetimes 2, 185 and 80 s; log_thresholds at their defaults: grace 10 s, absence 600 s) over HTTP to a
 * listening portal, all watchers a tick at a time as their clocks would have it. 5 % of the heartbeats go out
 * twice and 5 % out of order (swapped with the next one, which goes a tick early); the portal is closed and a new
 * one opened on the same database twice during the day, and the watchers retry what failed meanwhile. Ticks of
 * 60 s keep the worst skew within a device (one watcher's heartbeat a tick late while another's goes a tick
 * early: three ticks) plus the grace within the horizon's lag of 185 s, the afk watcher's pulsetime.
 * Devices count as quiet after 30 s without heartbeats: longer than a restart takes, and than a tick takes on a
 * machine busy with a whole test suite (at 10 s, one device in a run at a load of 20 went quiet between two ticks,
 * and its heartbeat sent a tick late, for time the cursor had passed, was kept but never condensed: docs/detection.md,
 * "What it cannot do"). Once every person's cursor
 * has passed their detections, each person's activities must equal, to the second, what condensing the
 * heartbeats as sent (in order, once each) with every span closed gives: the same starts, ends, sources and
 * contexts, none extra, none missing.
 */
const PEOPLE = 67;
const TICK_SECONDS = 60;
const TICKS = (8 * 3600) / TICK_SECONDS;
const RESTART_AT = [Math.floor(TICKS / 3), Math.floor((2 * TICKS) / 3)];
const QUIET_AFTER_SECONDS = 30;
const DATE = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
const START = new Date(`${DATE}T07:00:00Z`);

interface Person {
  userId: string;
  token: string;
  watchers: Array<SimulatedWatcher & { delivery: Delivery }>;
}

let db: TestDatabase;
let portal: Portal;
let baseUrl: string;
/** Resolved while a portal listens; a new, pending one while it is being replaced. */
let listening: Promise<void> = Promise.resolve();
const people: Person[] = [];
const counts = { heartbeats: 0, duplicated: 0, reordered: 0, retried: 0, restarts: 0 };
const blackoutsMs: number[] = [];

const open = () => openPortal({ databaseUrl: db.url, logger: false, poolSize: 20, detection: { quietAfterSeconds: QUIET_AFTER_SECONDS }, jobs: { pollIntervalMs: 250 } });

beforeAll(async () => {
  db = await createTestDatabase();
  portal = await open();
  baseUrl = await listen(portal.app);
  const clientId = randomUUID();
  await db.pool.query('INSERT INTO clients (id, name) VALUES ($1, $2)', [clientId, 'Detection fault firm']);
  const random = randomFrom(20260302);
  for (let n = 0; n < PEOPLE; n++) {
    const userId = randomUUID();
    await db.pool.query("INSERT INTO users (id, client_id, email, password_hash, name_first, name_last, role) VALUES ($1, $2, $3, 'not used', 'Watched', $4, 'user')", [
      userId,
      clientId,
      `watched-${n}-${userId}@faults.tally.example`,
      `Person ${n}`,
    ]);
    const token = (await createToken(db.pool, { client_id: clientId, user_id: userId }, 'laptop (agent)', ['detections:write'])).secret;
    const watchers = simulatedDay({ seed: n + 1, start: START, ticks: TICKS, tickSeconds: TICK_SECONDS, hostname: `laptop-${n}` }).map((watcher) => ({ ...watcher, delivery: flakyDelivery(watcher, random) }));
    for (const watcher of watchers) {
      counts.heartbeats += watcher.heartbeats.length;
      counts.duplicated += watcher.delivery.duplicated;
      counts.reordered += watcher.delivery.reordered;
    }
    people.push({ userId, token, watchers });
  }
});
afterAll(async () => {
  await portal.close();
  await db.drop();
});

/** A watcher's call until the portal answers it: refused connections and 503s (a portal closing) are retried once another listens. */
async function call(token: string, path: string, body: unknown, ok: (status: number) => boolean): Promise<void> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const waitFor = listening;
    const answer = await send('POST', `${baseUrl}${path}`, { authorization: `Bearer ${token}` }, body).catch(() => undefined);
    if (answer !== undefined && ok(answer.status)) return;
    if (answer !== undefined && answer.status !== 503) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body}`);
    counts.retried++;
    await waitFor;
  }
  throw new Error(`POST ${path} failed 50 times`);
}

/** Every watcher sends what it has for this tick, the watchers at once, each watcher's in order. */
async function tick(n: number): Promise<void> {
  await Promise.all(
    people.flatMap((person) =>
      person.watchers.map(async (watcher) => {
        for (const heartbeat of watcher.delivery.slots.get(n) ?? []) {
          await call(person.token, `/api/0/buckets/${watcher.bucket}/heartbeat?pulsetime=${watcher.pulsetime}`, heartbeat, (status) => status === 200);
        }
      }),
    ),
  );
}

/** Closes the portal (answering what it has started) and opens a new one on the same database. */
async function restart(): Promise<void> {
  let reopened = () => undefined as void;
  listening = new Promise((resolve) => (reopened = resolve));
  const start = performance.now();
  await portal.close();
  portal = await open();
  baseUrl = await listen(portal.app);
  blackoutsMs.push(Math.round(performance.now() - start));
  counts.restarts++;
  reopened();
}

const context = (value: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));
const keyOf = (userId: string, start: string | Date, end: string | Date, source: string, identifier: string | null, values: Record<string, unknown>) =>
  `${userId} ${new Date(start).toISOString()} ${new Date(end).toISOString()} ${source}:${identifier} ${context(values)}`;

/** What condensing the heartbeats as sent (in order, once each) gives, every span closed. */
function expectedSpans(person: Person): string[] {
  const detections: Detection[] = person.watchers.flatMap((watcher) =>
    mergeHeartbeats(
      watcher.heartbeats.map(({ tick: _sentIn, ...event }) => event),
      watcher.pulsetime,
    ).map((event) => ({ ...event, bucket: watcher.bucket, kind: watcher.kind, hostname: watcher.hostname })),
  );
  const settings = { grace: DEFAULTS.log_thresholds.grace, absence: DEFAULTS.log_thresholds.absence };
  const { spans } = condense({ detections, settings, timeZone: 'Europe/Amsterdam', horizon: '2100-01-01T00:00:00Z' });
  return spans.map((span) => keyOf(person.userId, span.started_at, span.ended_at, span.source.type, span.source.identifier, span.context));
}

it('condenses a day of flaky heartbeats from 200 watchers, over two restarts, into exactly the activities the heartbeats make', async () => {
  const began = performance.now();
  for (const person of people) {
    for (const watcher of person.watchers) {
      await call(person.token, `/api/0/buckets/${watcher.bucket}`, { client: watcher.client, type: watcher.type, hostname: watcher.hostname }, (status) => status === 200 || status === 304);
    }
  }
  for (let n = 0; n < TICKS; n++) {
    if (RESTART_AT.includes(n)) await Promise.all([restart(), tick(n)]);
    else await tick(n);
  }
  const sentIn = performance.now();

  // Condensing is done when every person's cursor has passed where their detections end (their laptops went quiet).
  const open = async () =>
    Number(
      (
        await db.pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM (SELECT user_id, max(last_event_at) AS newest FROM detection_buckets GROUP BY user_id) b
           LEFT JOIN condense_state s USING (user_id) WHERE s.condensed_until IS NULL OR s.condensed_until <= b.newest`,
        )
      ).rows[0]?.n,
    );
  await expect.poll(open, { timeout: 300_000, interval: 500 }).toBe(0);
  const registered = async () => Number((await db.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE type = 'ActivityRegistered'")).rows[0]?.n);
  const projected = async () => Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM activities')).rows[0]?.n);
  const registrations = await registered();
  await expect.poll(projected, { timeout: 120_000 }).toBe(registrations);

  const { rows } = await db.pool.query<{ user_id: string; started_at: Date; ended_at: Date; source_type: string; source_identifier: string | null; context: Record<string, unknown> }>(
    'SELECT user_id, started_at, ended_at, source_type, source_identifier, context FROM activities',
  );
  const actual = rows.map((row) => keyOf(row.user_id, row.started_at, row.ended_at, row.source_type, row.source_identifier, row.context));
  const expected = people.flatMap(expectedSpans);
  const extra = actual.filter((key) => !expected.includes(key));
  const missing = expected.filter((key) => !actual.includes(key));
  const stored = Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM detections')).rows[0]?.n);
  console.log(
    JSON.stringify(
      {
        people: PEOPLE,
        watchers: people.reduce((sum, person) => sum + person.watchers.length, 0),
        ticks: TICKS,
        tickSeconds: TICK_SECONDS,
        heartbeatsSent: counts.heartbeats,
        duplicated: counts.duplicated,
        reordered: counts.reordered,
        retried: counts.retried,
        restarts: counts.restarts,
        restartBlackoutsMs: blackoutsMs,
        detectionsStored: stored,
        spansExpected: expected.length,
        activitiesRegistered: actual.length,
        extra: extra.length,
        missing: missing.length,
        sendingSeconds: Math.round((sentIn - began) / 100) / 10,
        condensedAfterSeconds: Math.round((performance.now() - sentIn) / 100) / 10,
      },
      null,
      2,
    ),
  );

  expect(counts.restarts).toBe(2);
  expect(counts.duplicated).toBeGreaterThan(0);
  expect(counts.reordered).toBeGreaterThan(0);
  expect({ extra: extra.slice(0, 5), missing: missing.slice(0, 5) }).toEqual({ extra: [], missing: [] });
  expect(actual).toHaveLength(expected.length);
  // About 80 s on a quiet 2-core machine; the bound leaves room for one shared with a whole test suite and more.
}, 900_000);
