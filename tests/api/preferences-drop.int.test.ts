import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
let person: Session;
let personId: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  person = await firm.member('user');
  personId = (await person.get('/v1/users/self')).json().data.id;
});
afterAll(async () => test.close());

type Entry = { chapter: string; key: string; value: unknown; source: string };
const valueOf = (entries: Entry[], key: string) => entries.find((entry) => entry.key === key);

describe('dropping a value of one’s own (DELETE /v1/preferences/{chapter})', () => {
  it("puts the person back on the organisation's value, and answers it", async () => {
    await firm.admin.put('/v1/preferences/client/reminders', { booking_time: '16:00' });
    await person.put('/v1/preferences/reminders', { booking_time: '18:30', mail: true });

    const response = await person.delete('/v1/preferences/reminders');

    expect(response.statusCode, response.body).toBe(200);
    expect(valueOf(response.json().data, 'booking_time')).toMatchObject({ value: '16:00', source: 'client' });
    expect(valueOf(response.json().data, 'mail')).toBeUndefined();
    const read: Entry[] = (await person.get('/v1/preferences')).json().data;
    expect(read.find((entry) => entry.chapter === 'reminders' && entry.key === 'booking_time')).toMatchObject({ value: '16:00', source: 'client' });
  });

  it('drops only the keys named, and keeps the others of the person', async () => {
    await person.put('/v1/preferences/day_processing', { slide: true, timeline_minified: true, synced: true });

    const response = await person.delete('/v1/preferences/day_processing?keys=slide,timeline_minified');

    expect(response.statusCode, response.body).toBe(200);
    expect(valueOf(response.json().data, 'slide')).toMatchObject({ value: false, source: 'default' });
    expect(valueOf(response.json().data, 'synced')).toMatchObject({ value: true, source: 'user' });
  });

  it('refuses a chapter without a value of the person’s own, and a chapter outside the contract (404)', async () => {
    for (const response of [await person.delete('/v1/preferences/contact_codes'), await person.delete('/v1/preferences/day_processing?keys=panel'), await person.delete('/v1/preferences/favourite_colour')]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'model_not_found']);
    }
    expect((await person.delete('/v1/preferences/contact_codes')).json().message).toMatch(/contact_codes/);
  });

  it('leaves block calculation to administrators (403), who drop a person’s own block size with /{userId}', async () => {
    const url = `/v1/preferences/block_calculation_settings/${personId}`;
    await firm.admin.put('/v1/preferences/client/block_calculation_settings', { forced_block_size: 600 });
    await firm.admin.put(url, { forced_block_size: 900, block_size: 120 });
    for (const response of [await person.delete('/v1/preferences/block_calculation_settings'), await person.delete(url)]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    }

    const response = await firm.admin.delete(`${url}?keys=forced_block_size`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ user_id: personId, forced_block_size: 600, block_size: 120 });
    expect((await firm.admin.delete(url)).json().data).toMatchObject({ forced_block_size: 600, block_size: 60 });
    expect((await firm.admin.delete(url)).json().code).toBe('model_not_found');
  });
});
