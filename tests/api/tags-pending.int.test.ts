import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Pending and applied tags (api-contract §7.10; docs/rules.md, "Tags"). */
let test: TestPortal;
let firm: Organisation;
let acme: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
});
afterAll(async () => test.close());

async function register(session: Session, date: string, hhmm: string, minutes: number, source: Record<string, unknown>, context: Record<string, string>, extra: Record<string, unknown> = {}) {
  const start = Date.parse(`${date}T${hhmm}:00Z`);
  const response = await session.post('/v1/activities', {
    started_at: new Date(start).toISOString(),
    ended_at: new Date(start + minutes * 60_000).toISOString(),
    source,
    context,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; day_id: string };
}
const web = (session: Session, date: string, hhmm: string, minutes: number, url: string, extra: Record<string, unknown> = {}) =>
  register(session, date, hhmm, minutes, { type: 'web', identifier: 'chrome', name: 'Chrome' }, { url, title: `Page ${url}` }, extra);
const mail = (session: Session, date: string, hhmm: string, minutes: number, email: string) =>
  register(session, date, hhmm, minutes, { type: 'email', identifier: 'outlook', name: 'Outlook' }, { email, title: `Mail ${email}` });

describe('pending tags', () => {
  it("lists the untagged references of the person's open days that no tag covers, with their time and examples, the most time first", async () => {
    const user = await firm.member('user');
    const first = await web(user, '2026-03-02', '09:00', 30, 'https://www.client-a.example/offers/1');
    await web(user, '2026-03-03', '09:00', 45, 'https://client-a.example/invoices?id=2');
    await mail(user, '2026-03-02', '10:00', 60, 'jan@client-b.example');
    await web(user, '2026-03-02', '11:00', 20, 'https://covered.example/x');
    await web(user, '2026-03-02', '12:00', 15, 'https://client-c.example', { contact_id: acme });
    expect((await firm.admin.post('/v1/tags', { type: 'url', value: 'covered.example', contact_id: acme })).statusCode).toBe(201);
    // Someone else's pending activity is not this person's.
    await web(await firm.member('user'), '2026-03-02', '09:00', 300, 'https://elsewhere.example');

    const answer = await user.post('/v1/rpc/tags/pending', {});

    expect(answer.statusCode, answer.body).toBe(200);
    const pending = answer.json().data;
    expect(pending.map((entry: { reference: { type: string; value: string }; duration: number; activity_count: number }) => [entry.reference.type, entry.reference.value, entry.duration, entry.activity_count])).toEqual([
      ['url', 'client-a.example', 75 * 60, 2],
      ['email', 'jan@client-b.example', 60 * 60, 1],
    ]);
    expect(pending[0].examples).toContainEqual({ activity_id: first.id, day_id: first.day_id, date: '2026-03-02', title: 'Page https://www.client-a.example/offers/1', url: 'https://www.client-a.example/offers/1' });

    const oneDay = await user.post('/v1/rpc/tags/pending', { day_ids: [first.day_id] });
    expect(oneDay.json().data.map((entry: { duration: number }) => entry.duration)).toEqual([60 * 60, 30 * 60]);
  });

  it('leaves a reference once a tag is created for it (its activity is tagged by the re-tagging)', async () => {
    const user = await firm.member('user');
    await mail(user, '2026-03-02', '09:00', 30, 'piet@client-d.example');
    expect((await user.post('/v1/rpc/tags/pending', {})).json().data).toHaveLength(1);

    expect((await user.post('/v1/tags', { type: 'email', value: 'piet@client-d.example', contact_id: acme, scope: 'personal' })).statusCode).toBe(201);

    await expect.poll(async () => (await user.post('/v1/rpc/tags/pending', {})).json().data).toEqual([]);
  });

  it('refuses what is no list of day ids', async () => {
    const answer = await firm.admin.post('/v1/rpc/tags/pending', { day_ids: ['today'] });
    expect(answer.statusCode).toBe(422);
  });
});

describe('applied tags', () => {
  it("tells which tags tagged the person's activity of a period, by themselves, with their time", async () => {
    const user = await firm.member('user');
    const created = await firm.admin.post('/v1/tags', { type: 'url', value: 'applied.example', contact_id: acme });
    expect(created.statusCode).toBe(201);
    await web(user, '2026-03-02', '09:00', 30, 'https://applied.example/a');
    await web(user, '2026-03-03', '09:00', 30, 'https://applied.example/b');
    await web(user, '2026-03-20', '09:00', 30, 'https://applied.example/c');
    const byHand = await web(user, '2026-03-02', '10:00', 30, 'https://applied.example/d');
    expect((await user.put(`/v1/activities/${byHand.id}`, { internal: true })).statusCode).toBe(200);

    const answer = await user.post('/v1/rpc/tags/applied', { date_from: '2026-03-01', date_to: '2026-03-10' });

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      { tag_id: created.json().data.id, reference: { type: 'url', value: 'applied.example' }, tag: created.json().data, duration: 3600, activity_count: 2 },
    ]);
    expect((await user.post('/v1/rpc/tags/applied', { date_from: '2026-03-10', date_to: '2026-03-01' })).statusCode).toBe(422);
  });
});
