import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortal, type Portal } from '../../portal/portal.js';
import { createContact, register, startDayFlowFirm } from '../support/day-flow.js';
import { createTestOrganisation, Session, startTestPortal, type TestPortal } from '../support/portal.js';

/**
 * Tag and book answer from the command's own resulting state instead of waiting for the read models; the
 * caller's next request waits for them instead. What the caller sees must not change by it.
 */
describe('read-your-writes for tag and book', () => {
  let test: TestPortal;
  let user: Session;
  let contact: string;
  let project: string;
  beforeAll(async () => {
    ({ test, user, contact, project } = await startDayFlowFirm());
  });
  afterAll(async () => test.close());

  it('answers a tag, a batch edit and a booking exactly as the read model then shows them to the caller', async () => {
    const a = await register(user, '08:00', '08:40');
    const b = await register(user, '09:00', '09:30');

    const tagged = await user.put(`/v1/activities/${a.id}`, { contact_id: contact, description: 'Jaarwerk' });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data).toMatchObject({ contact_id: contact, description: 'Jaarwerk', display_status: 'open_tagged' });
    expect((await user.get(`/v1/activities/${a.id}`)).json().data).toEqual(tagged.json().data);

    const edited = await user.post('/v1/rpc/logs/batch-edit', { logs: [b.id, a.id], contact_id: contact });
    expect(edited.json().data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id, b.id], slots: { project_id: project } });
    expect(booked.statusCode, booked.body).toBe(200);
    const day = await user.get(`/v1/days/${a.day_id}?include=activities`);
    const shown = Object.fromEntries((day.json().data.activities as Array<{ id: string }>).map((x) => [x.id, x]));
    for (const answered of booked.json().data as Array<{ id: string; status: string; project_id: string }>) {
      expect(answered).toMatchObject({ status: 'booked', project_id: project });
      expect(shown[answered.id]).toEqual(answered);
    }
  });

  it('answers a tag while the read models stand still, and holds the caller’s next read until they show it', async () => {
    const activity = await register(user, '11:00', '11:30');
    await test.portal.deps.runner.stop();
    try {
      const tagged = await user.put(`/v1/activities/${activity.id}`, { contact_id: contact });
      expect(tagged.json().data.contact_id).toBe(contact);
      const { rows } = await test.portal.deps.pool.query<{ contact_id: string | null }>('SELECT contact_id FROM activities WHERE id = $1', [activity.id]);
      expect(rows[0]!.contact_id).toBeNull(); // answered before any projection ran

      // Further tags and bookings need neither the day's read model nor to wait for it (with the read models
      // stopped, each wait would last the full 10 s: the 5 s limit of this test fails it then).
      for (let i = 0; i < 3; i++) {
        const again = await user.put(`/v1/activities/${activity.id}`, { description: `Pass ${i}` });
        expect(again.json().data).toMatchObject({ contact_id: contact, description: `Pass ${i}` });
      }
      const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [activity.id], slots: { project_id: project } });
      expect(booked.json().data[0]).toMatchObject({ status: 'booked', description: 'Pass 2' });

      const read = user.get(`/v1/activities/${activity.id}`);
      test.portal.deps.runner.start();
      expect((await read).json().data.contact_id).toBe(contact);
    } finally {
      test.portal.deps.runner.start();
    }
  }, 5_000);
});

/**
 * A second portal process on the same database (its own runner, pool and caches), as a load balancer without sticky
 * sessions would send the caller's next request to. The caller's positions travel in its cookie, not in a process.
 */
describe('read-your-writes across portal processes', () => {
  const credentialsKey = randomBytes(32);
  let test: TestPortal;
  let other: Portal;
  beforeAll(async () => {
    test = await startTestPortal({ credentialsKey });
    other = await openPortal({ databaseUrl: test.db.url, logger: false, poolSize: 5, credentialsKey, jobs: { concurrency: 0 }, integrations: { worker: { concurrency: 0 } } });
  });
  afterAll(async () => {
    await other.close();
    await test.close();
  });

  it('holds a read in the other process until its read models show a tag answered by the first', async () => {
    const firm = await createTestOrganisation(test);
    const user = await firm.member('user');
    const contact = await createContact(firm.admin, 'Notariskantoor Van Dam');
    const activity = await register(user, '10:00', '10:45');
    await Promise.all([test.portal.deps.runner.stop(), other.deps.runner.stop()]);
    try {
      const tagged = await user.put(`/v1/activities/${activity.id}`, { contact_id: contact });
      expect(tagged.json().data.contact_id).toBe(contact);

      // The same browser, its next request served by the other process.
      const moved = new Session(other.app);
      for (const name of ['tally_session', 'XSRF-TOKEN', 'tally_written']) moved.plant(name, user.cookie(name) ?? '');
      const read = moved.get(`/v1/activities/${activity.id}`);
      other.deps.runner.start();
      expect((await read).json().data.contact_id).toBe(contact);
    } finally {
      test.portal.deps.runner.start();
      other.deps.runner.start();
    }
  }, 5_000);
});
