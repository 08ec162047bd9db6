import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { at, createContact } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/**
 * Booking follows the contact when tags tag (docs/rules.md, "Booking follows the contact"): a tag that tags activity to
 * a contact with one default project path books it too, for a person whose booking settings ask for it.
 */
let test: TestPortal;
let firm: Organisation;
let acme: string;
let acmeProject: string;
let booker: Session;
let keeper: Session;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
  const linked = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Acme support', contact_id: acme });
  expect(linked.statusCode, linked.body).toBe(201);
  acmeProject = linked.json().data.id;
  await tag({ type: 'email_domain', value: 'acme.nl', contact_id: acme });
  booker = await firm.member('user');
  const set = await booker.put('/v1/preferences/booking_settings', { auto_book_default: true });
  expect(set.statusCode, set.body).toBe(200);
  keeper = await firm.member('user');
});
afterAll(async () => test.close());

async function tag(body: Record<string, unknown>) {
  const response = await firm.admin.post('/v1/tags', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

type Listed = { id: string; day_id: string; contact_id: string | null; status: string; project_id: string | null; tagged_by: { tag_id: string } | null };

/** A mail with `email` at `hhmm` on the test day, ten minutes long. */
async function mail(session: Session, email: string, hhmm: string): Promise<Listed> {
  const start = Date.parse(at(hhmm));
  const response = await session.post('/v1/activities', {
    started_at: new Date(start).toISOString(),
    ended_at: new Date(start + 600_000).toISOString(),
    source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
    context: { email, title: `Mail with ${email}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const read = async (session: Session, id: string): Promise<Listed> => (await session.get(`/v1/activities/${id}`)).json().data;

describe('booking follows the contact when tags tag', () => {
  it("registers activity tagged and booked on its contact's one default path, in the same command, when the person asked for it", async () => {
    const activity = await mail(booker, 'piet@acme.nl', '09:00');

    expect(activity).toMatchObject({ contact_id: acme, status: 'booked', project_id: acmeProject, tagged_by: { reference: { type: 'email_domain', value: 'acme.nl' } } });
    const events = await test.portal.deps.store.readStream(dayStream(activity.day_id));
    const [registered, booked] = events.slice(-2);
    expect(registered).toMatchObject({ type: 'ActivityRegistered', data: { activity_id: activity.id, contact_id: acme } });
    expect(booked).toMatchObject({ type: 'ActivitiesBooked', data: { activity_ids: [activity.id], booking: { project_id: acmeProject } } });
    expect(booked!.position.commit).toEqual(registered!.position.commit);
  });

  it('registers activity tagged but open for a person who did not ask for booking by tagging, and books nothing tagged by hand', async () => {
    expect(await mail(keeper, 'piet@acme.nl', '09:00')).toMatchObject({ contact_id: acme, status: 'open', project_id: null });

    const other = await createContact(firm.admin, 'Other');
    const response = await booker.post('/v1/activities', {
      started_at: at('10:00'),
      ended_at: at('10:10'),
      source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
      context: { email: 'piet@acme.nl', title: 'Mail with piet@acme.nl' },
      contact_id: other,
    });
    expect(response.json().data).toMatchObject({ contact_id: other, status: 'open', project_id: null, tagged_by: null });
  });

  it("books what a new tag re-tags on an open day for the person who asked for it, and only tags the others'", async () => {
    const mine = await mail(booker, 'jan@acme-group.example', '11:00');
    const theirs = await mail(keeper, 'jan@acme-group.example', '11:00');
    expect(mine).toMatchObject({ contact_id: null, status: 'open' });

    const created = await tag({ type: 'email_domain', value: 'acme-group.example', contact_id: acme });

    await expect.poll(async () => read(booker, mine.id), { timeout: 10_000 }).toMatchObject({ contact_id: acme, status: 'booked', project_id: acmeProject, tagged_by: { tag_id: created.id } });
    await expect.poll(async () => read(keeper, theirs.id), { timeout: 10_000 }).toMatchObject({ contact_id: acme, tagged_by: { tag_id: created.id } });
    expect(await read(keeper, theirs.id)).toMatchObject({ status: 'open', project_id: null });
  });
});
