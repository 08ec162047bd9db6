import { makeWorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Detector, tokenOf } from '../../tests/support/detectors.js';
import { condenseSoon } from './schedule.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../../tests/support/portal.js';

/** Yesterday (UTC): detections must lie within the retention. */
const DATE = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
const at = (clock: string) => `${DATE}T${clock}Z`;
const WINDOW = 'aw-watcher-window_laptop';

let test: TestPortal;
let firm: Organisation;

beforeAll(async () => {
  // Condensing 50 ms after a heartbeat, and a device quiet after a second without heartbeats: a test's pace.
  test = await startTestPortal({ detection: { condenseDelayMs: 50, quietAfterSeconds: 1 }, jobs: { pollIntervalMs: 100 } });
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

async function newPerson() {
  const session = await firm.member('user');
  const detector = new Detector(test.app, await tokenOf(session));
  expect(await detector.bucket(WINDOW)).toBe(200);
  return { session, detector, userId: (await session.get('/v1/users/self')).json().data.id as string };
}

async function titles(session: Session): Promise<string[]> {
  const answer = await session.get('/v1/activities?sort=started_at:asc');
  return answer.json<{ data: Array<{ started_at: string; ended_at: string; context: { title?: string } }> }>().data.map((a) => `${a.started_at.slice(11, 19)}–${a.ended_at.slice(11, 19)} ${a.context.title}`);
}

describe('condensing in the background', () => {
  it('turns heartbeats into activity on the day by itself, the last span once the laptop has gone quiet', async () => {
    const { session, detector } = await newPerson();
    const beat = async (clock: string, title: string) => {
      const answer = await detector.heartbeat(WINDOW, 2, { timestamp: at(clock), duration: 60, data: { app: 'Word', title } });
      expect(answer.statusCode, answer.body).toBe(200);
    };

    for (const minute of ['00', '01', '02', '03', '04']) await beat(`09:${minute}:00`, 'Offer.docx');
    for (const minute of ['05', '06', '07']) await beat(`09:${minute}:00`, 'Invoice.docx');
    await beat('09:08:00', 'Offer.docx');

    await expect.poll(() => titles(session), { timeout: 15_000 }).toEqual(['09:00:00–09:05:00 Offer.docx', '09:05:00–09:08:00 Invoice.docx', '09:08:00–09:09:00 Offer.docx']);
  });

  it('condenses, by its sweep, a person whose detections arrived without scheduling it', async () => {
    const { session, detector, userId } = await newPerson();
    expect(await detector.bucket('aw-watcher-afk_laptop', 'afkstatus')).toBe(200);
    // Detections written behind the API's back (nothing scheduled), by a laptop quiet for ten minutes.
    await test.portal.deps.pool.query(
      `WITH b AS (SELECT id FROM detection_buckets WHERE user_id = $1 AND name = $2)
       INSERT INTO detections (bucket_id, timestamp, duration, data) SELECT b.id, $3, 600, '{"app": "Excel", "title": "Hours.xlsx"}' FROM b`,
      [userId, WINDOW, at('10:00:00')],
    );
    await test.portal.deps.pool.query("UPDATE detection_buckets SET last_event_at = $2, last_received_at = now() - interval '10 minutes' WHERE user_id = $1 AND name = $3", [userId, at('10:10:00'), WINDOW]);

    const utils = await makeWorkerUtils({ connectionString: test.db.url });
    try {
      await utils.addJob('condense-sweep', {});
    } finally {
      await utils.release();
    }

    await expect.poll(() => titles(session), { timeout: 15_000 }).toEqual(['10:00:00–10:10:00 Hours.xlsx']);
  });

  it('condenses a person whose job died with its process, at their next heartbeat', async () => {
    const { session, detector, userId } = await newPerson();
    // A job of theirs as graphile-worker leaves it when its process is killed: locked, by a worker that is gone, for hours.
    const utils = await makeWorkerUtils({ connectionString: test.db.url });
    try {
      const job = await utils.addJob('condense', { userId }, condenseSoon(userId, new Date(Date.now() + 3600_000)));
      await test.portal.deps.pool.query(
        `WITH killed AS (UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'worker-killed', run_at = now() WHERE id = $1 RETURNING job_queue_id)
         UPDATE graphile_worker._private_job_queues SET locked_at = now(), locked_by = 'worker-killed' WHERE id = (SELECT job_queue_id FROM killed)`,
        [job.id],
      );
    } finally {
      await utils.release();
    }

    for (const minute of ['00', '01', '02']) {
      const answer = await detector.heartbeat(WINDOW, 2, { timestamp: at(`11:${minute}:00`), duration: 60, data: { app: 'Word', title: 'Minutes.docx' } });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    await expect.poll(() => titles(session), { timeout: 15_000 }).toEqual(['11:00:00–11:03:00 Minutes.docx']);
  });
});
