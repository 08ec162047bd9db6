import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveConnection } from '../../integrations/connections/store.js';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { seedSentMail } from '../../integrations/testing/mail-data.js';
import type { Session } from '../../tests/support/portal.js';
import { syncSentMail } from './sync-connection.js';
import { listedActivities as listed, startSentMailFirm, type SentMailFirm } from './testing.js';

let graph: GraphFake;
let mail: SentMailFirm;

beforeAll(async () => {
  graph = await GraphFake.start();
  mail = await startSentMailFirm({ microsoft: graph.oauth.endpoints(graph.server.url) });
});
afterAll(async () => {
  expect(graph.server.violations()).toEqual([]);
  await graph.server.close();
  await mail.close();
});

const deps = () => mail.deps(() => new Date('2026-03-03T08:00:00Z'));

/** A person of the firm whose Microsoft 365 grant reads the fake's mailbox `mailbox`. */
async function personWithMailbox(n: number, detections: Record<string, boolean> = { email: true }): Promise<{ session: Session; key: { clientId: string; userId: string; system: 'microsoft' }; mailbox: string }> {
  const { session, userId } = await mail.person(detections);
  const mailbox = `person-${n}@firm.example`;
  graph.tokens.set(`mail-token-${n}`, mailbox);
  const credentials = { system: 'microsoft' as const, credentials: { accessToken: `mail-token-${n}`, baseUrl: graph.baseUrl } };
  const { pool, integrations } = mail.test.portal.deps;
  await saveConnection(pool, integrations.cipher, { clientId: mail.firm.clientId, userId, credentials, at: new Date() });
  return { session, key: { clientId: mail.firm.clientId, userId, system: 'microsoft' }, mailbox };
}

describe('sent mail as activity', () => {
  it('is granted with scope email: the sign-in asks Graph for Mail.Read besides the calendars', async () => {
    const session = await mail.firm.member('user');
    const scopes = async (scope: string) => new URL((await session.post(`/v1/rpc/microsoft/graph?scope=${scope}`)).json().data.url).searchParams.get('scope')?.split(' ');
    expect(await scopes('email')).toEqual(expect.arrayContaining(['Calendars.Read', 'Mail.Read']));
    expect(await scopes('calendar')).not.toContain('Mail.Read');
  });

  it('becomes email activity on the sending day, tagged by its recipients\' domain, once however a failed page is read again', async () => {
    const { session, key, mailbox } = await personWithMailbox(1);
    seedSentMail(graph.mail, mailbox, 12);
    graph.server.faults.script([null, null, { type: 'server_error', status: 503 }], { path: /sentitems/, authorization: (header) => header === 'Bearer mail-token-1' });
    await expect(syncSentMail(deps(), key)).rejects.toMatchObject({ kind: 'unavailable' });
    await listed(session, 10);
    expect(await syncSentMail(deps(), key)).toMatchObject({ held: false });

    const activities = await listed(session, 12);
    expect(new Set(activities.map((a) => a.id)).size).toBe(12);
    expect(activities[0]).toMatchObject({
      started_at: '2026-03-02T09:07:00.000Z',
      ended_at: '2026-03-02T09:10:00.000Z',
      source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
      context: { email: 'contact0@client.example', title: 'Offer 0' },
      contact_id: mail.acme,
      description: null,
    });
    expect(graph.server.calls('user.mailFolders.ListMessages').every((call) => !call.query.get('$select')?.includes('bodyPreview'))).toBe(true);
  });

  it('keeps the first 250 characters of the text only when the person turned emailContents on', async () => {
    const { session, key, mailbox } = await personWithMailbox(2, { email: true, emailContents: true });
    seedSentMail(graph.mail, mailbox, 1);
    await syncSentMail(deps(), key);
    const [activity] = await listed(session, 1);
    expect(activity?.description).toHaveLength(250);
    expect(activity?.description).toMatch(/^Dear contact 0, please find our offer attached\./);
  });

  it('reads nothing while the detections chapter does not have sent mail on (the default)', async () => {
    const { key, mailbox } = await personWithMailbox(3, {});
    seedSentMail(graph.mail, mailbox, 2);
    expect(await syncSentMail(deps(), key)).toBeUndefined();
    expect(graph.server.calls('user.mailFolders.ListMessages').filter((call) => call.headers.authorization === 'Bearer mail-token-3')).toEqual([]);
  });

  it('on a published day: the day does not change, and the late mail is listed as detected after publishing, once', async () => {
    const { session, key, mailbox } = await personWithMailbox(4);
    const manual = await session.post('/v1/activities', { started_at: '2026-03-02T07:00:00Z', ended_at: '2026-03-02T07:30:00Z', context: { title: 'Planning' } });
    const { id, day_id } = manual.json<{ data: { id: string; day_id: string } }>().data;
    expect((await session.put(`/v1/activities/${id}`, { status: 'ignored' })).statusCode).toBe(200);
    expect((await session.post('/v1/rpc/days/publish', { day_id, confirm: true })).json().data.status).toBe('published');

    seedSentMail(graph.mail, mailbox, 2);
    await syncSentMail(deps(), key);
    await mail.test.portal.deps.pool.query(`DELETE FROM mail_syncs`);
    await syncSentMail(deps(), key);

    await listed(session, 1);
    const day = (await session.get(`/v1/days/${day_id}`)).json().data;
    expect(day.status).toBe('published');
    expect(day.detected_after_publishing).toEqual([
      { started_at: '2026-03-02T09:07:00.000Z', ended_at: '2026-03-02T09:10:00.000Z', source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { email: 'contact0@client.example', title: 'Offer 0' } },
      { started_at: '2026-03-02T09:27:00.000Z', ended_at: '2026-03-02T09:30:00.000Z', source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { email: 'contact1@client.example', title: 'Offer 1' } },
    ]);
  });

  it('a grant Microsoft no longer accepts: the connection is marked invalid and the person\'s profile says so', async () => {
    const { session, key } = await personWithMailbox(5);
    graph.tokens.delete('mail-token-5');
    await expect(syncSentMail(deps(), key)).rejects.toMatchObject({ kind: 'invalid_credentials' });
    expect((await session.get('/v1/users/self')).json().data.profile.microsoft).toEqual({ graph_enabled: true, graph_email_enabled: true, credentials_valid: false, access_token_invalid: true });
    // Said as what was refused, the sent mail, in the reader's language.
    const refused = await session.request({ method: 'POST', url: '/v1/rpc/microsoft/calendars', payload: {}, headers: { 'accept-language': 'nl' } });
    expect([refused.statusCode, refused.json().message]).toEqual([412, 'Microsoft 365 heeft de toegang tot je verzonden e-mail geweigerd (InvalidAuthenticationToken: Access token has expired or is not yet valid.): geef opnieuw toegang.']);
    expect(await syncSentMail(deps(), key)).toBeUndefined();
  });
});
