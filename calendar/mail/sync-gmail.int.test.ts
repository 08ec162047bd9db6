import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleCalendarFake } from '../../integrations/testing/google-server.js';
import { seedSentMail } from '../../integrations/testing/mail-data.js';
import { approve } from '../../tests/support/connect.js';
import type { Session } from '../../tests/support/portal.js';
import type { CalendarConnectionKey } from '../sources/sync-connection.js';
import { mailSyncJobKey } from './tasks.js';
import { listedActivities, startSentMailFirm, type SentMailFirm } from './testing.js';

let google: GoogleCalendarFake;
let mail: SentMailFirm;

beforeAll(async () => {
  google = await GoogleCalendarFake.start();
  mail = await startSentMailFirm({ google: google.oauth.endpoints(google.baseUrl) });
});
afterAll(async () => {
  expect(google.server.violations()).toEqual([]);
  await google.server.close();
  await mail.close();
});

// The job reads with the portal's clock, the mail of the last 30 days: the mail is sent yesterday from 09:10 UTC on.
const firstSent = DateTime.utc().minus({ days: 1 }).set({ hour: 9, minute: 10, second: 0, millisecond: 0 });
const gmailReadonly = 'https://www.googleapis.com/auth/gmail.readonly';
/** The mailbox's own requests: the five-minute sweep may read another person's mailbox meanwhile. */
const by = (mailbox: string) => (authorization: string | undefined) => google.oauth.subjectOf(authorization) === mailbox;

/** A person of the firm who granted Google access with scope email, as the portal's page does, approving as mailbox `person-n`. */
async function personWithGmail(n: number, detections: Record<string, boolean> = { email: true }): Promise<{ session: Session; key: CalendarConnectionKey; mailbox: string }> {
  const { session, userId } = await mail.person(detections);
  const mailbox = `person-${n}@firm.example`;
  google.oauth.approveAs = mailbox;
  const started = await session.post('/v1/rpc/google/api', { enabled: true, scope: 'email' });
  const { code, state } = await approve(started.json().data.url);
  expect((await session.post('/v1/rpc/calendar-grants/google', { code, state })).statusCode).toBe(200);
  return { session, key: { clientId: mail.firm.clientId, userId, system: 'google' }, mailbox };
}

/** The person's mail-sync job, as the five-minute sweep adds it, run by the portal's job runner until none waits. */
async function runMailSync(key: CalendarConnectionKey): Promise<void> {
  const jobKey = mailSyncJobKey(key);
  await mail.test.portal.deps.jobs('mail-sync', key, { jobKey, jobKeyMode: 'preserve_run_at' });
  const waiting = async () => (await mail.test.portal.deps.pool.query(`SELECT 1 FROM graphile_worker.jobs WHERE key = $1`, [jobKey])).rowCount;
  await expect.poll(waiting, { timeout: 20_000 }).toBe(0);
}

describe('sent mail through Gmail, read by the mail-sync job', () => {
  it('is granted with scope email: the sign-in asks Google for gmail.readonly besides the calendar', async () => {
    const session = await mail.firm.member('user');
    const scopes = async (scope: string) => new URL((await session.post('/v1/rpc/google/api', { enabled: true, scope })).json().data.url).searchParams.get('scope')?.split(' ');
    expect(await scopes('email')).toEqual(expect.arrayContaining(['https://www.googleapis.com/auth/calendar.readonly', gmailReadonly]));
    expect(await scopes('calendar')).not.toContain(gmailReadonly);
  });

  it('becomes email activity on the sending day, tagged by its recipients\' domain, once however a failed page is read again', async () => {
    const { session, key, mailbox } = await personWithGmail(1);
    seedSentMail(google.mail, mailbox, 12, 0, firstSent.toMillis());
    // Pages of five: the third message of the second page fails, so the job fails after that page's first two mails.
    google.server.faults.script([null, null, null, null, null, null, null, { type: 'server_error', status: 503 }], { path: /\/gmail\/v1\/users\/me\/messages\//, authorization: by(mailbox) });
    await runMailSync(key);

    const activities = await listedActivities(session, 12);
    expect(new Set(activities.map((a) => a.id)).size).toBe(12);
    expect(google.server.calls(/\/gmail\//).filter((call) => call.fault === 'server_error')).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      started_at: firstSent.minus({ minutes: 3 }).toISO(),
      ended_at: firstSent.toISO(),
      source: { type: 'email', identifier: 'gmail', name: 'Gmail' },
      context: { email: 'contact0@client.example', title: 'Offer 0' },
      contact_id: mail.acme,
      description: null,
    });
    const day = (await session.get(`/v1/days/${activities[0]?.day_id}`)).json().data;
    expect(day.date).toBe(firstSent.setZone('Europe/Amsterdam').toISODate());
  });

  it('keeps the first 250 characters of the text only when the person turned emailContents on', async () => {
    const { session, key, mailbox } = await personWithGmail(2, { email: true, emailContents: true });
    const [sent] = seedSentMail(google.mail, mailbox, 1, 0, firstSent.toMillis());
    await runMailSync(key);
    const [activity] = await listedActivities(session, 1);
    expect(activity?.description).toBe(sent?.body.slice(0, 250));
  });

  it('reads nothing while the detections chapter does not have sent mail on (the default)', async () => {
    const { session, key, mailbox } = await personWithGmail(3, {});
    seedSentMail(google.mail, mailbox, 2, 0, firstSent.toMillis());
    await runMailSync(key);
    expect(google.server.calls(/\/gmail\//).filter((call) => by(mailbox)(call.headers.authorization))).toEqual([]);
    expect((await session.get('/v1/activities')).json().data).toEqual([]);
  });

  it('a 429: the job comes back no sooner than Retry-After says, and reads the mail then', async () => {
    const { session, key, mailbox } = await personWithGmail(4);
    seedSentMail(google.mail, mailbox, 2, 0, firstSent.toMillis());
    // Longer than graphile-worker's own first retry (e¹ s): a job that merely failed would come back before it.
    google.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 4 }], { path: /\/gmail\/v1\/users\/me\/messages$/, authorization: by(mailbox) });
    await runMailSync(key);

    await listedActivities(session, 2);
    const lists = google.server.calls(/\/gmail\/v1\/users\/me\/messages$/).filter((call) => by(mailbox)(call.headers.authorization));
    const [refused, again] = lists.slice(lists.findIndex((call) => call.fault === 'rate_limit'));
    expect((again?.at ?? 0) - (refused?.at ?? Infinity)).toBeGreaterThanOrEqual(4000);
  });

  it('a grant Google no longer accepts (401, and invalid_grant on refresh): the connection is marked invalid and the person\'s profile says so', async () => {
    const { session, key, mailbox } = await personWithGmail(5);
    seedSentMail(google.mail, mailbox, 1, 0, firstSent.toMillis());
    google.oauth.revokeAccessTokens();
    google.oauth.revokeAll();
    await runMailSync(key);

    expect((await session.get('/v1/users/self')).json().data.profile.google).toEqual({ api_enabled: true, api_email_enabled: true, credentials_valid: false });
    expect((await session.get('/v1/activities')).json().data).toEqual([]);
    expect(google.server.calls('token').at(-1)?.status).toBe(400);
  });
});
