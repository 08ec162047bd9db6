import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { sendBookingReminders } from '../../notifications/booking-reminders.js';
import { createContact, createDimension } from '../support/day-flow.js';
import { publishDay } from '../support/push-portal.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Monday 2 March 2026 in the firm's zone (Europe/Amsterdam, UTC+1): 16:44, 16:45 and 17:30 local. */
const DATE = '2026-03-02';
const BEFORE = new Date('2026-03-02T15:44:00Z');
const AT = new Date('2026-03-02T15:45:00Z');
const LATER = new Date('2026-03-02T16:30:00Z');

let test: TestPortal;
let mail: MailCatcher;
let firm: Organisation;
let contact: string;
let project: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  test = await startTestPortal({ mail: mail.mailer, integrations: { oauth: { publicUrl: 'https://tally.example.test', clients: {} } } });
  firm = await createTestOrganisation(test, 'Reminder firm');
  contact = await createContact(firm.admin, 'Bakkerij de Gouden Korst');
  project = await createDimension(firm.admin, 1, 'Jaarrekening');
});
afterAll(async () => {
  await test.close();
  await mail.close();
});

const remind = (now: Date) => sendBookingReminders({ pool: test.portal.deps.pool, mail: test.portal.deps.mail, publicUrl: 'https://tally.example.test' }, now);
const emailOf = async (session: Session) => (await session.get('/v1/users/self')).json().data.email as string;
async function notifications(session: Session) {
  const answer = await session.get('/v1/notifications');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: Array<{ id: string; kind: string; date: string; unpublished_seconds: number; read_at: string | null }>; meta: { unread: number } }>();
}
async function workToday(session: Session) {
  const registered = await session.post('/v1/activities', { started_at: `${DATE}T08:00:00Z`, ended_at: `${DATE}T10:15:00Z`, source: { type: 'manual' }, context: { title: 'Aangifte' } });
  expect(registered.statusCode, registered.body).toBe(201);
}

describe('the booking reminder', () => {
  it('comes at 16:45 local time to who has unpublished time today, once, as a notification the person reads', async () => {
    const user = await firm.member('user');
    await workToday(user);

    await remind(BEFORE);
    expect((await notifications(user)).data).toEqual([]);

    await remind(AT);
    await remind(LATER);
    const { data, meta } = await notifications(user);
    expect(data).toEqual([expect.objectContaining({ kind: 'booking_reminder', date: DATE, unpublished_seconds: 8100, read_at: null })]);
    expect(meta.unread).toBe(1);

    const read = await user.put(`/v1/notifications/${data[0]!.id}`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect((await notifications(user)).meta.unread).toBe(0);
    // Only the person's own.
    expect((await firm.admin.put(`/v1/notifications/${data[0]!.id}`, { read: false })).statusCode).toBe(404);
  });

  it('comes by mail too for who asked for it, in their language, linking to the day; once however often the job runs', async () => {
    const user = await firm.member('user');
    expect((await user.put('/v1/preferences/reminders', { mail: true })).statusCode).toBe(200);
    expect((await user.put('/v1/preferences/language', { code: 'de' })).statusCode).toBe(200);
    await workToday(user);
    const email = await emailOf(user);

    await Promise.all([remind(AT), remind(AT)]);
    await remind(LATER);
    const received = mail.mails.filter((sent) => sent.to.includes(email));
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Buchen und veröffentlichen Sie Montag, 2. März 2026');
    expect(received[0]!.text).toContain('2:15');
    expect(received[0]!.link).toBe(`https://tally.example.test/day?date=${DATE}`);
  });

  it('does not come for a published day, a day without time, a day off in the work schedule, or to who turned it off', async () => {
    const published = await firm.member('user');
    await publishDay(published, DATE, [{ from: '08:00', to: '09:00', contact, project }]);
    const idle = await firm.member('user');
    const weekdaysOnly = await firm.member('user');
    expect((await weekdaysOnly.put('/v1/preferences/work_schedule', { schedule: { monday: { start: null, end: null } } })).statusCode).toBe(200);
    await workToday(weekdaysOnly);
    const off = await firm.member('user');
    expect((await off.put('/v1/preferences/reminders', { booking_time: null })).statusCode).toBe(200);
    await workToday(off);

    await remind(LATER);
    for (const session of [published, idle, weekdaysOnly, off]) expect((await notifications(session)).data).toEqual([]);
  });
});
