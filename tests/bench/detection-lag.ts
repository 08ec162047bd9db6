import { setTimeout as sleep } from 'node:timers/promises';
import { dayIdFor, localDateOf } from '../../domain/days/index.js';
import { WATCHER_PULSETIMES } from '../../domain/detections/index.js';
import { DEFAULTS } from '../../domain/preferences/index.js';
import { createOrganisation } from '../../identity/organisations.js';
import { createToken } from '../../identity/tokens.js';
import { openPortal } from '../../portal/portal.js';
import { Failures, listen, send } from './http.js';
import { insertUsers } from './organisation.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const PEOPLE = 20;
const BUCKET = 'aw-watcher-window_laptop';
/** Each window stays in front this many seconds (one heartbeat a second, as aw-watcher-window polls). */
const SPAN_SECONDS = 5;
const APPS = ['Word', 'Outlook', 'Excel'];
const POLL_MS = 100;
const ZONE = 'Europe/Amsterdam';

/**
 * Detection lag (issue 9): 20 people's window watchers send a heartbeat a second, live, over HTTP to a listening
 * portal with its default condensing (a heartbeat's condensing waits a second; due jobs are looked for every half
 * second), the window changing every 5 s. A span closes at the answer to the heartbeat that makes its closing
 * condition hold (its end plus the grace of 10 s before the horizon, the newest heartbeat less the window
 * watcher's pulsetime of 2 s); it is visible once the person's day, read with a token as the day screen reads it
 * (GET /v1/days/{id}?include=activities, every 100 ms), holds its activity. The lag is the time between.
 */
export async function detectionLagBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const sendingMs = quick ? 30_000 : 90_000;
  const db = await scratchDatabase(server.adminUrl, 'detection_lag');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  try {
    const baseUrl = await listen(portal.app);
    const { pool } = portal.deps;
    const admin = { email: 'admin@detection.bench.example', password: 'correct horse battery', name_first: 'Ada', name_last: 'Admin' };
    const { clientId } = await createOrganisation(pool, { name: 'Bench firm' }, admin);
    const people = await Promise.all(
      (await insertUsers(portal, clientId, PEOPLE)).map(async (userId) => ({
        userId,
        headers: { authorization: `Bearer ${(await createToken(pool, { client_id: clientId, user_id: userId }, 'laptop (agent)', ['detections:write', 'read'])).secret}` },
      })),
    );
    const failures = new Failures();
    for (const person of people) failures.note('POST /api/0/buckets/{id}', await send('POST', `${baseUrl}/api/0/buckets/${BUCKET}`, person.headers, { client: 'aw-watcher-window', type: 'currentwindow', hostname: 'laptop' }));

    const grace = DEFAULTS.log_thresholds.grace.native;
    const t0 = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    const beats = Math.floor(sendingMs / 1000);
    /** Per person and span (by its start, ms): when it closed and when it was seen. */
    const closedAt = people.map(() => new Map<number, number>());
    const seenAt = people.map(() => new Map<number, number>());
    let sending = true;

    const watch = async (n: number) => {
      const person = people[n]!;
      for (let beat = 0; beat < beats; beat++) {
        // The people's heartbeats spread over each second.
        await sleep(Math.max(0, t0 + beat * 1000 + (n * 1000) / PEOPLE - Date.now()));
        const timestamp = t0 + beat * 1000;
        const app = APPS[Math.floor(beat / SPAN_SECONDS) % APPS.length]!;
        const answer = await send('POST', `${baseUrl}/api/0/buckets/${BUCKET}/heartbeat?pulsetime=${WATCHER_PULSETIMES.window}`, person.headers, { timestamp: new Date(timestamp).toISOString(), duration: 0, data: { app, title: `${app} document` } });
        failures.note('POST /api/0/buckets/{id}/heartbeat', answer);
        const answeredAt = Date.now();
        // Spans that this heartbeat closes: those whose end plus the grace is before the horizon now.
        const horizon = Math.floor(timestamp / 1000 - WATCHER_PULSETIMES.window);
        for (let start = t0; start + SPAN_SECONDS * 1000 <= timestamp; start += SPAN_SECONDS * 1000) {
          const end = (start + SPAN_SECONDS * 1000) / 1000;
          if (end + grace < horizon && !closedAt[n]!.has(start)) closedAt[n]!.set(start, answeredAt);
        }
      }
    };
    const look = async (n: number) => {
      const person = people[n]!;
      while (sending || [...closedAt[n]!.keys()].some((start) => !seenAt[n]!.has(start))) {
        const dayId = dayIdFor(person.userId, localDateOf(new Date().toISOString(), ZONE));
        const answer = await send('GET', `${baseUrl}/v1/days/${dayId}?include=activities`, person.headers);
        const seen = Date.now();
        if (answer.status === 200) {
          const activities = (JSON.parse(answer.body) as { data: { activities?: Array<{ started_at: string }> } }).data.activities ?? [];
          for (const activity of activities) if (!seenAt[n]!.has(Date.parse(activity.started_at))) seenAt[n]!.set(Date.parse(activity.started_at), seen);
        }
        if (Date.now() > t0 + sendingMs + 15_000) break;
        await sleep(POLL_MS);
      }
    };
    const watchers = Promise.all(people.map((_, n) => watch(n))).finally(() => (sending = false));
    await Promise.all([watchers, ...people.map((_, n) => look(n))]);

    const lags: number[] = [];
    let unseen = 0;
    people.forEach((_, n) => {
      for (const [start, closed] of closedAt[n]!) {
        const seen = seenAt[n]!.get(start);
        if (seen === undefined) unseen++;
        else lags.push(Math.max(0, seen - closed));
      }
    });
    const lag = latencies(lags);
    return {
      figures: [
        { figure: 'detection: lag p95, span closed → activity on the day screen', value: round(lag.p95 / 1000, 2), unit: 's', goal: { atMost: 2 } },
        { figure: 'detection: lag p50', value: round(lag.p50 / 1000, 2), unit: 's' },
        { figure: 'detection: spans closed and measured', value: lags.length, unit: '' },
        { figure: 'detection: closed spans never seen', value: unseen, unit: '', goal: { atMost: 0 } },
      ],
      details: {
        method:
          'live heartbeats a second per person over keep-alive HTTP, the window changing every 5 s; close = the answer to the heartbeat after which ' +
          'end + grace (10 s) < newest heartbeat − 2 s; seen = the first of the person’s polls of GET /v1/days/{id}?include=activities (every 100 ms, ' +
          'a token with read) holding it; condensing with the portal’s defaults (1 s delay, jobs looked for every 500 ms)',
        people: PEOPLE,
        sendingMs,
        pollMs: POLL_MS,
        lagMs: lag,
        failures: failures.byStatus,
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}
