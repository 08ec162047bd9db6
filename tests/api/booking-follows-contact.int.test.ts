import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createDimension, register, startDayFlowFirm, type DayFlowFirm } from '../support/day-flow.js';

let flow: DayFlowFirm;
let acme: string;
let acmeProject: string;
let audit: string;
beforeAll(async () => {
  flow = await startDayFlowFirm();
  acme = await createContact(flow.firm.admin, 'Acme');
  const linked = await flow.firm.admin.post('/v1/dimension_levels/1/dimensions', { name: 'Acme support', contact_id: acme });
  expect(linked.statusCode, linked.body).toBe(201);
  acmeProject = linked.json().data.id;
  audit = await createDimension(flow.firm.admin, 2, 'Audit', acmeProject);
});
afterAll(async () => flow.test.close());

const bookingSettings = async () =>
  (await flow.user.get('/v1/preferences')).json().data.filter((entry: { chapter: string }) => entry.chapter === 'booking_settings').map((entry: { key: string; value: unknown }) => [entry.key, entry.value]);

describe('booking follows the contact', () => {
  it('leaves tagged activity open by default: booking by tagging is a preference, off until the person turns it on', async () => {
    expect(await bookingSettings()).toEqual([
      ['method', 'contact'],
      ['auto_book_default', false],
    ]);
    const activity = await register(flow.user, '08:00', '09:00');
    const tagged = await flow.user.post('/v1/rpc/logs/batch-edit', { logs: [activity.id], contact_id: acme });
    expect(tagged.json().data[0]).toMatchObject({ contact_id: acme, status: 'open', project_id: null });
  });

  it("books activity tagged by hand on the contact's one default path when the person asked for it, and counts it as the contact's booked time", async () => {
    const set = await flow.user.put('/v1/preferences/booking_settings', { auto_book_default: true });
    expect(set.statusCode, set.body).toBe(200);
    const first = await register(flow.user, '09:00', '10:00');
    const second = await register(flow.user, '10:00', '10:30');
    const tagged = await flow.user.post('/v1/rpc/logs/batch-edit', { logs: [first.id, second.id], contact_id: acme });
    expect(tagged.statusCode, tagged.body).toBe(200);
    for (const activity of tagged.json().data) expect(activity).toMatchObject({ contact_id: acme, status: 'booked', project_id: acmeProject, subproject_id: audit });

    const one = await register(flow.user, '11:00', '11:30');
    const put = await flow.user.put(`/v1/activities/${one.id}`, { contact_id: acme });
    expect(put.json().data).toMatchObject({ status: 'booked', project_id: acmeProject });

    const contact = (await flow.user.get(`/v1/contacts/${acme}`)).json().data;
    expect(contact).toMatchObject({ booked_hours: 2, last_activity: '2026-03-02' });
    expect(contact.productivity).toBeCloseTo(2 / 3, 3);
  });

  it('books nothing where the contact has no one default path, nor with method dimension', async () => {
    const other = await createContact(flow.firm.admin, 'Bakker');
    const activity = await register(flow.user, '12:00', '12:30');
    const tagged = await flow.user.post('/v1/rpc/logs/batch-edit', { logs: [activity.id], contact_id: other });
    expect(tagged.json().data[0]).toMatchObject({ contact_id: other, status: 'open' });

    await flow.user.put('/v1/preferences/booking_settings', { method: 'dimension' });
    const later = await register(flow.user, '13:00', '13:30');
    expect((await flow.user.post('/v1/rpc/logs/batch-edit', { logs: [later.id], contact_id: acme })).json().data[0]).toMatchObject({ status: 'open' });
  });

  it('refuses a booking method that is not one', async () => {
    const response = await flow.user.put('/v1/preferences/booking_settings', { method: 'project' });
    expect(response.statusCode).toBe(422);
  });
});
