import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, createContact, register } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/**
 * What tagging books by itself lasts at least prediction_automations' ignore_duration_threshold percent of its block
 * size (docs/rules.md, "Booking follows the contact"): 50 % of 6 minutes, 3 minutes, by default; 0 % books everything.
 */
let test: TestPortal;
let firm: Organisation;
let acme: string;
let acmeProject: string;
let person: Session;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  acme = await createContact(firm.admin, 'Acme');
  const linked = await firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Acme support', contact_id: acme });
  expect(linked.statusCode, linked.body).toBe(201);
  acmeProject = linked.json().data.id;
  const tagged = await firm.admin.post('/v1/tags', { type: 'email_domain', value: 'acme.nl', contact_id: acme });
  expect(tagged.statusCode, tagged.body).toBe(201);
  person = await firm.member('user');
  expect((await person.put('/v1/preferences/booking_settings', { auto_book_default: true })).statusCode).toBe(200);
});
afterAll(async () => test.close());

/** A mail to Acme from `hhmm`, `seconds` long: its tag tags it to Acme. */
async function mail(hhmm: string, seconds: number) {
  const start = Date.parse(at(hhmm));
  const response = await person.post('/v1/activities', {
    started_at: new Date(start).toISOString(),
    ended_at: new Date(start + seconds * 1000).toISOString(),
    source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
    context: { email: 'piet@acme.nl', title: 'Mail with piet@acme.nl' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; contact_id: string | null; status: string; project_id: string | null };
}

const setPredictions = async (values: Record<string, number>) => {
  const response = await person.put('/v1/preferences/prediction_automations', values);
  expect(response.statusCode, response.body).toBe(200);
};

describe('prediction automations: what tagging books by itself', () => {
  it('books what a tag tags from half a 6-minute block by default, and leaves shorter activity tagged but open', async () => {
    expect(await mail('08:00', 180)).toMatchObject({ contact_id: acme, status: 'booked', project_id: acmeProject });
    expect(await mail('08:10', 179)).toMatchObject({ contact_id: acme, status: 'open', project_id: null });
  });

  it('follows the person’s block size and threshold, and books everything at 0 %', async () => {
    await setPredictions({ block_size: 900, ignore_duration_threshold: 40 });
    expect(await mail('09:00', 359)).toMatchObject({ contact_id: acme, status: 'open' });
    expect(await mail('09:10', 360)).toMatchObject({ contact_id: acme, status: 'booked' });
    await setPredictions({ ignore_duration_threshold: 0 });
    // Above the log threshold for mail (30 s), which ignores what is shorter whatever books it.
    expect(await mail('09:20', 40)).toMatchObject({ contact_id: acme, status: 'booked' });
  });

  it('books by hand tagging only what lasts long enough, and tags the rest', async () => {
    await setPredictions({ block_size: 360, ignore_duration_threshold: 50 });
    const long = await register(person, '10:00', '10:05');
    const short = await register(person, '10:10', '10:12');
    const tagged = await person.post('/v1/rpc/logs/batch-edit', { logs: [long.id, short.id], contact_id: acme });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const byId = new Map(tagged.json().data.map((activity: { id: string }) => [activity.id, activity]));
    expect(byId.get(long.id)).toMatchObject({ contact_id: acme, status: 'booked', project_id: acmeProject });
    expect(byId.get(short.id)).toMatchObject({ contact_id: acme, status: 'open', project_id: null });
  });
});
