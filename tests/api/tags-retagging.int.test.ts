import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream, type DayEvent } from '../../domain/days/index.js';
import { createContact, createDimension } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Re-tagging (docs/rules.md, "Tags"): a new or changed tag re-tags the activity of open days that follows tags. */
let test: TestPortal;
let firm: Organisation;
let acme: string;
let other: string;
let project: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
  other = await createContact(firm.admin, 'Other');
  project = await createDimension(firm.admin, 1, 'Advice');
});
afterAll(async () => test.close());

type Listed = { id: string; day_id: string; contact_id: string | null; internal: boolean; status: string; tagged_by: { tag_id: string } | null };

async function tag(session: Session, body: Record<string, unknown>) {
  const response = await session.post('/v1/tags', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

/** A mail with `email` on `date` from `hhmm:ss`, lasting `seconds`. */
async function mail(session: Session, email: string, date: string, hhmm: string, seconds = 600, extra: Record<string, unknown> = {}): Promise<Listed> {
  const start = Date.parse(`${date}T${hhmm}:00Z`);
  const response = await session.post('/v1/activities', {
    started_at: new Date(start).toISOString(),
    ended_at: new Date(start + seconds * 1000).toISOString(),
    source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
    context: { email, title: `Mail with ${email}` },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const read = async (session: Session, id: string): Promise<Listed> => (await session.get(`/v1/activities/${id}`)).json().data;

/** The activities as the re-tagging (which runs after the call answered) leaves them. */
async function eventually(session: Session, ids: readonly string[], expected: Partial<Listed>) {
  for (const id of ids) await expect.poll(async () => read(session, id), { timeout: 10_000 }).toMatchObject(expected);
}

describe('re-tagging after a tag changes', () => {
  it("tags the untagged activity of a person's open days, never a published day's or what a person tagged by hand", async () => {
    const user = await firm.member('user');
    const open = [await mail(user, 'jan@client-a.example', '2026-03-02', '09:00'), await mail(user, 'piet@client-a.example', '2026-03-03', '09:00')];
    const byHand = await mail(user, 'jan@client-a.example', '2026-03-02', '10:00');
    expect((await user.put(`/v1/activities/${byHand.id}`, { contact_id: other })).statusCode).toBe(200);
    // A published day: its short mail was ignored by threshold (it still follows tags on an open day), the other booked.
    const short = await mail(user, 'jan@client-a.example', '2026-03-04', '09:00', 10);
    const booked = await mail(user, 'someone@else.example', '2026-03-04', '10:00', 600, { contact_id: other });
    for (const [url, body] of [
      ['/v1/rpc/logs/assign-dimensions', { logs: [booked.id], slots: [{ level: 1, dimension_id: project }] }],
      ['/v1/rpc/days/init-publish', { day_id: booked.day_id }],
      ['/v1/rpc/days/publish', { day_id: booked.day_id, confirm: true }],
    ] as const) {
      const answer = await user.post(url, body);
      expect(answer.statusCode, answer.body).toBe(200);
    }

    const created = await tag(firm.admin, { type: 'email_domain', value: 'client-a.example', contact_id: acme });

    await eventually(user, open.map((a) => a.id), { contact_id: acme, tagged_by: { tag_id: created.id } });
    const events = await test.portal.deps.store.readStream<DayEvent>(dayStream(open[0]!.day_id));
    expect(events.at(-1)).toMatchObject({ type: 'ActivitiesTagged', data: { activity_ids: [open[0]!.id], by_tag: { tag_id: created.id } }, metadata: { user_id: null } });
    expect(await read(user, byHand.id)).toMatchObject({ contact_id: other, tagged_by: null });
    expect(await read(user, short.id)).toMatchObject({ contact_id: null, status: 'ignored' });
  });

  it("moves what a tag tagged when a more specific one comes, keeps a person's personal tag first, and untags when the tag is deleted", async () => {
    const user = await firm.member('user');
    const own = await firm.member('user');
    const domain = await tag(firm.admin, { type: 'email_domain', value: 'client-b.example', contact_id: acme });
    const theirs = await mail(user, 'jan@client-b.example', '2026-03-02', '09:00');
    await tag(own, { type: 'email_domain', value: 'client-b.example', internal: true, scope: 'personal' });
    const mine = await mail(own, 'jan@client-b.example', '2026-03-02', '09:00');
    expect(theirs).toMatchObject({ contact_id: acme });
    expect(mine).toMatchObject({ internal: true });

    const address = await tag(firm.admin, { type: 'email', value: 'jan@client-b.example', contact_id: other });

    await eventually(user, [theirs.id], { contact_id: other, tagged_by: { tag_id: address.id } });
    expect(await read(own, mine.id)).toMatchObject({ internal: true, contact_id: null });

    expect((await firm.admin.delete(`/v1/tags/${address.id}`)).statusCode).toBe(200);
    await eventually(user, [theirs.id], { contact_id: acme, tagged_by: { tag_id: domain.id } });
    expect((await firm.admin.delete(`/v1/tags/${domain.id}`)).statusCode).toBe(200);
    await eventually(user, [theirs.id], { contact_id: null, internal: false, tagged_by: null });
  });

  it("ignoring a tag ignores that reference's activity pending on open days, and all that registers with it afterwards", async () => {
    const user = await firm.member('user');
    const pending = await mail(user, 'news@letters.example', '2026-03-05', '09:00');
    const tagged = await tag(firm.admin, { type: 'email_domain', value: 'letters.example', contact_id: acme });
    await eventually(user, [pending.id], { contact_id: acme });

    expect((await firm.admin.put(`/v1/tags/${tagged.id}`, { ignored: true })).statusCode).toBe(200);

    await eventually(user, [pending.id], { status: 'ignored', contact_id: null });
    expect(await mail(user, 'offers@letters.example', '2026-03-05', '10:00')).toMatchObject({ status: 'ignored' });
  });

  it('tags everything registered while a tag is created once, eventually, whichever came first', async () => {
    const user = await firm.member('user');
    const registering = Promise.all(Array.from({ length: 12 }, (_, i) => mail(user, `jan${i}@racing.example`, '2026-03-06', `${String(8 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`)));
    const created = tag(firm.admin, { type: 'email_domain', value: 'racing.example', contact_id: acme });
    const [activities, racing] = await Promise.all([registering, created]);

    await eventually(user, activities.map((a) => a.id), { contact_id: acme, tagged_by: { tag_id: racing.id } });
    const events = await test.portal.deps.store.readStream<DayEvent>(dayStream(activities[0]!.day_id));
    for (const { id } of activities) {
      const taggings = events.filter((event) => (event.type === 'ActivitiesTagged' && event.data.activity_ids.includes(id)) || (event.type === 'ActivityRegistered' && event.data.activity_id === id && event.data.tagged_by));
      expect(taggings, id).toHaveLength(1);
    }
  });
});
