import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayDecider, dayIdFor, dayStream } from '../../domain/days/index.js';
import { CommandHandler } from '../../eventstore/command-handler.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { addUser, createOrganisation } from '../../identity/organisations.js';
import { createToken } from '../../identity/tokens.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { TEST_PASSWORD } from '../support/portal.js';
import { expectReadModelsEqualRebuild, PortalProcesses } from './portal-processes.js';

/**
 * Three portal processes on one database; one of them is killed (SIGKILL) while it is in the middle of a batch,
 * and started again. The test holds a row the batch must write, waits until a process's batch waits for it (so the
 * batch is under way, half done), kills that process, lets the row go and carries on. Condensing: watchers'
 * heartbeats, sent to the processes in turn, end up each in exactly one activity. A projection: the day flow's read
 * models equal a rebuild's, row for row.
 */
let db: TestDatabase;
let portals: PortalProcesses;
let clientId: string;
/** Processes being killed or started again: the watchers send to the others meanwhile. */
const down = new Set<number>();
const email = (who: string) => `${who}-${process.pid}@kill.tally.example`;

beforeAll(async () => {
  db = await createTestDatabase();
  portals = new PortalProcesses(db.url);
  await Promise.all([0, 1, 2].map((index) => portals.start(index)));
  ({ clientId } = await createOrganisation(db.pool, { name: 'Killed firm' }, { email: email('admin'), password: TEST_PASSWORD, name_first: 'Ada', name_last: 'Admin' }));
}, 120_000);

afterAll(async () => {
  await portals?.stop();
  await db?.drop();
});

/**
 * Holds `table` against writes (LOCK TABLE … IN SHARE MODE) in a transaction of its own, then runs `start`; answers
 * which process has a statement waiting for the table (`waiting`, SQL on pg_stat_activity `a`) once one does, found by
 * its connection's application_name, and how to let the table go. A table lock takes no transaction id: one that
 * did would hold back every reader of the events (they read below the oldest transaction running), the batch too.
 */
async function holdTable(table: string, waiting: string, start: () => Promise<void>): Promise<{ index: number; release: () => Promise<void> }> {
  const holder: pg.PoolClient = await db.pool.connect();
  const release = async () => {
    await holder.query('ROLLBACK');
    holder.release();
  };
  try {
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const { rows } = await holder.query<{ pid: number; xid: string | null }>('SELECT pg_backend_pid() AS pid, pg_current_xact_id_if_assigned()::text AS xid');
    expect(rows[0]!.xid).toBeNull();
    await start();
    const waiter = async () => {
      const { rows: found } = await db.pool.query<{ application_name: string }>(`SELECT a.application_name FROM pg_stat_activity a WHERE $1 = ANY(pg_blocking_pids(a.pid)) AND ${waiting}`, [rows[0]!.pid]);
      return found.map((row) => portals.indexOf(row.application_name)).find((index) => index >= 0);
    };
    await expect.poll(waiter, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(0);
    return { index: (await waiter())!, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Kills the process in the middle of what it waits for, lets the held rows go, and starts it again. */
async function killAndRestart(held: { index: number; release: () => Promise<void> }, meanwhile: () => Promise<void>): Promise<void> {
  down.add(held.index);
  await portals.kill(held.index, db.pool);
  await held.release();
  await Promise.all([portals.start(held.index).then(() => down.delete(held.index)), meanwhile()]);
}

describe('condensing, its process killed mid-run', () => {
  const PEOPLE = 4;
  /** Each person's watcher sends 36 heartbeats of a minute, a title for every three: twelve spans of 3 minutes. */
  const HEARTBEATS = 36;
  const PER_TITLE = 3;
  const DATE = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
  const START = Date.parse(`${DATE}T08:00:00Z`);
  const BUCKET = 'aw-watcher-window_laptop';
  let turn = 0;

  /** A watcher's call, to the next process that is up; one that fails (its process killed meanwhile) goes to the next. */
  async function send(token: string, path: string, body: unknown): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const bases = portals.bases();
      const index = turn++ % bases.length;
      if (down.has(index)) continue;
      const answer = await fetch(`${bases[index]}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
      if (answer?.ok || answer?.status === 304) return;
      if (answer) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`);
    }
    throw new Error(`POST ${path} reached no process`);
  }

  const titleOf = (person: number, heartbeat: number) => `Offer ${person}-${Math.floor(heartbeat / PER_TITLE)}.docx`;
  const minute = (n: number) => new Date(START + n * 60_000).toISOString();

  /** Every person's watcher sends its heartbeats `from` up to `to`, in order; the people at once. */
  const sendHeartbeats = async (people: Array<{ token: string }>, from: number, to: number): Promise<void> => {
    await Promise.all(
      people.map(async ({ token }, person) => {
        for (let n = from; n < to; n++) {
          await send(token, `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, { timestamp: minute(n), duration: 60, data: { app: 'Word', title: titleOf(person, n) } });
        }
      }),
    );
  };

  it('puts every heartbeat in exactly one activity, and the read models equal a rebuild’s', async () => {
    const people: Array<{ userId: string; token: string }> = [];
    for (let person = 0; person < PEOPLE; person++) {
      const userId = await addUser(db.pool, clientId, { email: email(`watched-${person}`), password: TEST_PASSWORD, name_first: 'Wim', name_last: `Watched ${person}`, role: 'user' });
      const token = (await createToken(db.pool, { client_id: clientId, user_id: userId }, 'laptop (agent)', ['detections:write'])).secret;
      await send(token, `/api/0/buckets/${BUCKET}`, { client: 'aw-watcher-window', type: 'currentwindow', hostname: 'laptop' });
      people.push({ userId, token });
    }
    // Phases end where a title does: a watcher paused longer than the quiet time closes nothing it continues later.
    await sendHeartbeats(people, 0, 12);
    // A run registers its spans and then waits to move the person's cursor: killed there.
    const held = await holdTable('condense_state', "a.query LIKE '%condense_state%'", () => sendHeartbeats(people, 12, 24));
    await killAndRestart(held, () => sendHeartbeats(people, 24, HEARTBEATS));

    const condensed = async () =>
      (
        await db.pool.query(
          `SELECT b.user_id FROM detection_buckets b LEFT JOIN condense_state s USING (user_id)
           WHERE b.user_id = ANY($1::uuid[]) AND s.condensed_until > b.last_event_at`,
          [people.map((p) => p.userId)],
        )
      ).rowCount;
    await expect.poll(condensed, { timeout: 90_000, interval: 100 }).toBe(PEOPLE);

    for (const [person, { userId }] of people.entries()) {
      const expected = Array.from({ length: HEARTBEATS / PER_TITLE }, (_, span) => `${minute(span * PER_TITLE)}–${minute((span + 1) * PER_TITLE)} ${titleOf(person, span * PER_TITLE)}`);
      const activities = async () =>
        (
          await db.pool.query<{ span: string }>(
            `SELECT to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '–' || to_char(ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ' ' || (context->>'title') AS span
             FROM activities WHERE user_id = $1 ORDER BY started_at`,
            [userId],
          )
        ).rows.map((row) => row.span);
      await expect.poll(activities, { timeout: 30_000, interval: 100 }).toEqual(expected);
      const { rows } = await db.pool.query<{ seconds: number; registered: number }>(
        `SELECT (SELECT extract(epoch FROM sum(ended_at - started_at))::int FROM activities WHERE user_id = $1) AS seconds,
                (SELECT count(*)::int FROM events WHERE type = 'ActivityRegistered' AND stream_id IN (SELECT 'day-' || id FROM days WHERE user_id = $1)) AS registered`,
        [userId],
      );
      expect(rows[0], `person ${person}: the heartbeats' minutes, each counted once`).toEqual({ seconds: HEARTBEATS * 60, registered: expected.length });
    }
    await expectReadModelsEqualRebuild(db.pool);
  }, 300_000);
});

describe('the day-flow projection, its process killed mid-batch', () => {
  it('applies every event once, and the read models equal a rebuild’s', async () => {
    const userId = await addUser(db.pool, clientId, { email: email('registering'), password: TEST_PASSWORD, name_first: 'Rob', name_last: 'Registering', role: 'user' });
    // The activities are registered by commands of the test's own on the same event store, as another process's would be.
    const days = new CommandHandler(new PostgresEventStore(db.pool), dayDecider);
    const meta = { client_id: clientId, user_id: userId, request: null };
    let registered = 0;
    const register = async (date: string) => {
      const dayId = dayIdFor(userId, date);
      const start = new Date(Date.parse(`${date}T07:00:00Z`) + registered * 900_000);
      const activity = { activity_id: randomUUID(), started_at: start.toISOString(), ended_at: new Date(start.getTime() + 900_000).toISOString(), contact_id: null, partner_contact_id: null, internal: false, description: `Work ${registered}`, source: { type: 'manual' as const, identifier: null, name: null }, context: {} };
      const day = { day_id: dayId, client_id: clientId, user_id: userId, date };
      await days.handle(dayStream(dayId), { type: 'RegisterActivity', day, activity, removeOverlapping: false, ignoreThreshold: 0, at: new Date().toISOString() }, meta);
      registered++;
      return dayId;
    };
    const projected = async () => (await db.pool.query('SELECT 1 FROM activities WHERE user_id = $1', [userId])).rowCount;

    await register('2026-02-02');
    await expect.poll(projected, { timeout: 30_000, interval: 50 }).toBe(1);
    // A batch writes its days' and activities' rows and then waits to write their totals, holding the projection's lock: killed there.
    const batch = "EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND l.locktype = 'advisory' AND l.granted)";
    const held = await holdTable('report_day_totals', batch, async () => {
      for (const date of ['2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-02']) await register(date);
    });
    await killAndRestart(held, async () => {
      for (const date of ['2026-02-09', '2026-02-02']) await register(date);
    });

    await expect.poll(projected, { timeout: 60_000, interval: 50 }).toBe(registered);
    await expectReadModelsEqualRebuild(db.pool);
  }, 300_000);
});
