import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { at, createContact } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Tagging by itself as activity registers (docs/rules.md, "Tags"): the deciding tag tags it in the same command. */
let test: TestPortal;
let firm: Organisation;
let user: Session;
let acme: string;
let jan: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  user = await firm.member('user');
  acme = await createContact(firm.admin, 'Acme');
  jan = await createContact(firm.admin, 'Jan Jansen');
  await tag(firm.admin, { type: 'email_domain', value: 'acme.nl', contact_id: acme });
});
afterAll(async () => test.close());

async function tag(session: Session, body: Record<string, unknown>) {
  const response = await session.post('/v1/tags', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; type: string; value: string };
}

let minute = 0;
/** A mail of the person's, each at its own time on the test day. */
async function mail(session: Session, email: string, extra: Record<string, unknown> = {}) {
  const from = 8 * 60 + minute;
  minute += 10;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const response = await session.post('/v1/activities', {
    started_at: at(hhmm(from)),
    ended_at: at(hhmm(from + 5)),
    source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
    context: { email, title: `Mail with ${email}` },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; day_id: string; contact_id: string | null; internal: boolean; status: string; display_status: string; tagged_by: unknown };
}

describe('tagging by itself, as activity registers', () => {
  it('tags activity to the contact of the tag of its reference, and its event names the tag and the reference', async () => {
    const general = await test.portal.deps.pool.query<{ id: string }>(`SELECT id FROM tags WHERE client_id = $1 AND value = 'acme.nl'`, [firm.clientId]);
    const activity = await mail(user, 'piet@acme.nl');

    expect(activity).toMatchObject({ contact_id: acme, internal: false, status: 'open', display_status: 'open_tagged' });
    const tagged_by = { tag_id: general.rows[0]!.id, reference: { type: 'email_domain', value: 'acme.nl' } };
    expect(activity.tagged_by).toEqual(tagged_by);
    const events = await test.portal.deps.store.readStream(dayStream(activity.day_id));
    const registered = events.find((event) => event.type === 'ActivityRegistered' && event.data.activity_id === activity.id);
    expect(registered?.data).toMatchObject({ contact_id: acme, tagged_by });
    const history = (await user.get(`/v1/activities/${activity.id}/history`)).json().data;
    expect(history[0].changes).toContainEqual({ activity_id: activity.id, field: 'tagged_by', before: null, after: tagged_by });
    expect(history[0].changes).toContainEqual({ activity_id: activity.id, field: 'contact_id', before: null, after: acme });
  });

  it('lets the more specific reference decide: an address before its domain', async () => {
    await tag(firm.admin, { type: 'email', value: 'jan@acme.nl', contact_id: jan });

    expect(await mail(user, 'Jan@Acme.nl')).toMatchObject({ contact_id: jan, tagged_by: { reference: { type: 'email', value: 'jan@acme.nl' } } });
    expect(await mail(user, 'piet@acme.nl')).toMatchObject({ contact_id: acme });
  });

  it("lets a person's personal tag decide before any general one, for that person only", async () => {
    const own = await firm.member('user');
    await tag(own, { type: 'email_domain', value: 'acme.nl', internal: true, scope: 'personal' });

    expect(await mail(own, 'jan@acme.nl')).toMatchObject({ contact_id: null, internal: true, display_status: 'open_internal' });
    expect(await mail(user, 'piet@acme.nl')).toMatchObject({ contact_id: acme, internal: false });
  });

  it('leaves what a person tags as they register it: their hand wins over a tag', async () => {
    const byHand = await mail(user, 'piet@acme.nl', { contact_id: jan });
    expect(byHand).toMatchObject({ contact_id: jan, tagged_by: null });
    expect(await mail(user, 'piet@acme.nl', { internal: true })).toMatchObject({ contact_id: null, internal: true, tagged_by: null });
  });

  it('registers activity of an ignored tag ignored', async () => {
    await tag(firm.admin, { type: 'email_domain', value: 'newsletter.example', ignored: true });

    expect(await mail(user, 'news@newsletter.example')).toMatchObject({ contact_id: null, status: 'ignored', display_status: 'ignored_untagged' });
  });

  it('registers activity no tag recognises untagged', async () => {
    expect(await mail(user, 'someone@elsewhere.example')).toMatchObject({ contact_id: null, internal: false, status: 'open', tagged_by: null });
  });
});
