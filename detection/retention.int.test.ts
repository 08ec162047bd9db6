import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Detector, tokenOf } from '../tests/support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../tests/support/portal.js';
import { condensePerson } from './condense/run.js';
import { deleteExpiredDetections } from './retention.js';

const WINDOW = 'aw-watcher-window_laptop';
const DAY_MS = 24 * 3600_000;

let test: TestPortal;
let firm: Organisation;

beforeAll(async () => {
  test = await startTestPortal({ jobs: { concurrency: 0 } });
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

async function newPerson() {
  const session = await firm.member('user');
  const detector = new Detector(test.app, await tokenOf(session));
  expect(await detector.bucket(WINDOW)).toBe(200);
  const userId: string = (await session.get('/v1/users/self')).json().data.id;
  return { session, userId, owner: { user_id: userId, client_id: firm.clientId } };
}

/** Noon (UTC) `daysAgo` days back: a detection then lies within one local date. */
const noonDaysAgo = (daysAgo: number) => new Date(`${new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`);

/** A ten-minute window detection `daysAgo` days back, written as an older agent's backlog would lie in the table. */
async function detectionDaysAgo(userId: string, daysAgo: number, title: string) {
  const start = noonDaysAgo(daysAgo);
  await test.portal.deps.pool.query(
    `WITH b AS (SELECT id FROM detection_buckets WHERE user_id = $1 AND name = $2)
     INSERT INTO detections (bucket_id, timestamp, duration, data) SELECT b.id, $3, 600, jsonb_build_object('app', 'Word', 'title', $4::text) FROM b`,
    [userId, WINDOW, start, title],
  );
  // The laptop sent this long ago and nothing since: it is quiet.
  await test.portal.deps.pool.query(
    "UPDATE detection_buckets SET last_event_at = greatest(last_event_at, $3::timestamptz), last_received_at = now() - interval '1 hour' WHERE user_id = $1 AND name = $2",
    [userId, WINDOW, new Date(start.getTime() + 600_000)],
  );
}

async function titlesKept(userId: string): Promise<string[]> {
  const { rows } = await test.portal.deps.pool.query<{ title: string }>(
    'SELECT d.data->>$2 AS title FROM detections d JOIN detection_buckets b ON b.id = d.bucket_id WHERE b.user_id = $1 ORDER BY d.timestamp',
    [userId, 'title'],
  );
  return rows.map((row) => row.title);
}

const condenser = () => ({ pool: test.portal.deps.pool, days: test.portal.deps.days, tagIndex: test.portal.deps.tagIndex, clock: test.portal.deps.clock, quietAfterSeconds: 300 });

describe('retention of detections', () => {
  it('deletes the detections older than data_retention.logged_activity that are condensed; the activities made of them stay', async () => {
    const { session, userId, owner } = await newPerson();
    await detectionDaysAgo(userId, 40, 'Old offer');
    await detectionDaysAgo(userId, 2, 'Recent offer');
    expect(await condensePerson(condenser(), userId, null)).toMatchObject({ registered: 2 });

    expect(await deleteExpiredDetections(test.portal.deps.pool, owner, new Date())).toBe(1);

    expect(await titlesKept(userId)).toEqual(['Recent offer']);
    await expect.poll(async () => (await session.get('/v1/activities')).json().data.map((a: { context: { title: string } }) => a.context.title)).toEqual(['Recent offer', 'Old offer']);
  });

  it('follows the person’s own retention', async () => {
    const { session, userId, owner } = await newPerson();
    expect((await session.put('/v1/preferences/data_retention', { logged_activity: 60 })).statusCode).toBe(200);
    await detectionDaysAgo(userId, 40, 'Old offer');
    await condensePerson(condenser(), userId, null);

    expect(await deleteExpiredDetections(test.portal.deps.pool, owner, new Date())).toBe(0);
    expect(await deleteExpiredDetections(test.portal.deps.pool, owner, new Date(Date.now() + 30 * DAY_MS))).toBe(1);
  });

  it('keeps old detections the condenser has not passed yet', async () => {
    const { userId, owner } = await newPerson();
    await detectionDaysAgo(userId, 40, 'Never condensed');

    expect(await deleteExpiredDetections(test.portal.deps.pool, owner, new Date())).toBe(0);
    // A cursor inside the detection: its span is not registered yet.
    const start = noonDaysAgo(40);
    await test.portal.deps.pool.query('INSERT INTO condense_state (user_id, client_id, condensed_until, reads_from) VALUES ($1, $2, $3, $3)', [userId, firm.clientId, start]);
    expect(await deleteExpiredDetections(test.portal.deps.pool, owner, new Date())).toBe(0);

    expect(await titlesKept(userId)).toEqual(['Never condensed']);
  });
});
