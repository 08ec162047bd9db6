import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

type Entry = { chapter: string; key: string; value: unknown; source: string };
const entry = (entries: Entry[], chapter: string, key: string) => entries.find((e) => e.chapter === chapter && e.key === key);
const preferences = async (session: Session): Promise<Entry[]> => (await session.get('/v1/preferences')).json().data;

describe('reading preferences', () => {
  it("answers the contract's defaults to a fresh user, each marked default", async () => {
    const response = await (await firm.member('user')).get('/v1/preferences');
    expect(response.statusCode).toBe(200);
    const entries: Entry[] = response.json().data;
    expect(entries.every((e) => e.source === 'default')).toBe(true);
    expect(entry(entries, 'block_calculation_settings', 'block_size')?.value).toBe(60);
    expect(entry(entries, 'block_calculation_settings', 'forced_block_size')?.value).toBe(360);
    expect(entry(entries, 'block_calculation_settings', 'round_type')?.value).toBe('regular');
    expect(entry(entries, 'log_thresholds', 'ignore')?.value).toMatchObject({ appointment: 3600, email: 30, web_custom: 60 });
    expect(entry(entries, 'appointment_conditions', 'required_meta')?.value).toBe('attendees_or_location');
    expect(entry(entries, 'reminders', 'booking_time')?.value).toBe('16:45');
    expect(entry(entries, 'language', 'code')?.value).toBe('nl');
    expect(entry(entries, 'work_schedule', 'schedule')?.value).toMatchObject({ monday: { start: '00:00', end: '23:59' } });
    expect(entry(entries, 'day_processing', 'synced')?.value).toBe(false);
    expect(entry(entries, 'prediction_automations', 'ignore_duration_threshold')?.value).toBe(50);
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await (await anonymous(test.app)).get('/v1/preferences')).statusCode).toBe(401);
    expect((await (await anonymous(test.app)).put('/v1/preferences/reminders', { booking_time: '17:00' })).statusCode).toBe(401);
  });
});

describe('setting preferences', () => {
  it("takes the user's own over the organisation's over the defaults", async () => {
    const user = await firm.member('user');
    const client = await firm.admin.put('/v1/preferences/client/reminders', { booking_time: '17:30' });
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().data).toEqual([{ chapter: 'reminders', key: 'booking_time', value: '17:30', source: 'client' }]);
    expect(entry(await preferences(user), 'reminders', 'booking_time')).toMatchObject({ value: '17:30', source: 'client' });

    const own = await user.put('/v1/preferences/reminders', { booking_time: null });
    expect(own.json().data).toEqual([{ chapter: 'reminders', key: 'booking_time', value: null, source: 'user' }]);
    expect(entry(await preferences(user), 'reminders', 'booking_time')).toMatchObject({ value: null, source: 'user' });
    expect(entry(await preferences(firm.admin), 'reminders', 'booking_time')).toMatchObject({ value: '17:30', source: 'client' });
  });

  it('merges one source of log_thresholds into the others', async () => {
    const user = await firm.member('user');
    await firm.admin.put('/v1/preferences/client/log_thresholds', { ignore: { email: 5 } });
    await user.put('/v1/preferences/log_thresholds', { ignore: { web: 7 } });
    expect(entry(await preferences(user), 'log_thresholds', 'ignore')).toMatchObject({
      value: { email: 5, web: 7, appointment: 3600 },
      source: 'user',
    });
  });

  it('answers 422 no_preference_provided to an empty object or no body', async () => {
    for (const response of [
      await firm.admin.put('/v1/preferences/language', {}),
      await firm.admin.put('/v1/preferences/language'),
      await firm.admin.put('/v1/preferences/client/detections', {}),
      await firm.admin.put('/v1/preferences/client/block_calculation_settings'),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'no_preference_provided', message: 'no preference provided' });
    }
  });

  it('checks known chapters strictly, with field errors (422 validation_failed)', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['block_calculation_settings', { block_size: '60' }, 'block_size'],
      ['block_calculation_settings', { round_type: 'sideways' }, 'round_type'],
      ['log_thresholds', { ignore: { fax: 10 } }, 'ignore'],
      ['language', { code: 'xx' }, 'code'],
      ['work_schedule', { schedule: { monday: { start: '09:00' } } }, 'schedule.monday'],
      ['work_schedule', { schedule: { tuesday: { start: '17:00', end: '09:00' } } }, 'schedule.tuesday'],
      ['day_processing', { sort_dimensions: 'random' }, 'sort_dimensions'],
      ['reminders', { colour: 'red' }, 'colour'],
    ];
    for (const [chapter, body, field] of cases) {
      const response = await firm.admin.put(`/v1/preferences/client/${chapter}`, body);
      expect(response.statusCode, `${chapter} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().errors).some((key) => key.startsWith(field)), JSON.stringify(response.json().errors)).toBe(true);
    }
  });

  it('accepts a work day with both times or neither', async () => {
    const response = await firm.admin.put('/v1/preferences/work_schedule', {
      enforce_schedule: true,
      schedule: { monday: { start: '08:30', end: '17:00' }, saturday: { start: '', end: '' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(entry(response.json().data, 'work_schedule', 'schedule')?.value).toMatchObject({
      monday: { start: '08:30', end: '17:00' },
      saturday: { start: null, end: null },
      sunday: { start: '00:00', end: '23:59' },
    });
  });

  it('takes any JSON object in the other chapters of the contract, and knows no others (404)', async () => {
    const response = await firm.admin.put('/v1/preferences/client/afas_custom_fields', { custom_fields: [{ id: 'U1', name: 'Hours' }], default_hour_type: 'AUREN' });
    expect(response.statusCode, response.body).toBe(200);
    expect(entry(await preferences(firm.admin), 'afas_custom_fields', 'custom_fields')).toMatchObject({ value: [{ id: 'U1', name: 'Hours' }], source: 'client' });
    const unknown = await firm.admin.put('/v1/preferences/favourite_colour', { value: 'red' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'model_not_found']);
    expect((await firm.admin.put('/v1/preferences/client/favourite_colour', { value: 'red' })).statusCode).toBe(404);
    const tooBig = await firm.admin.put('/v1/preferences/beta_features', { blob: 'x'.repeat(20_000) });
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([422, 'validation_failed']);
  });

  it("keeps the organisation's chapters to administrators (403)", async () => {
    const user = await firm.member('user');
    for (const response of [await user.put('/v1/preferences/client/language', { code: 'en' }), await user.put('/v1/preferences/client/detections', { calls: true })]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    }
  });

  it("keeps each organisation's preferences to itself", async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    await firm.admin.put('/v1/preferences/client/language', { code: 'de' });
    await other.admin.put('/v1/preferences/client/language', { code: 'fr' });
    expect(entry(await preferences(firm.admin), 'language', 'code')?.value).toBe('de');
    expect(entry(await preferences(other.admin), 'language', 'code')?.value).toBe('fr');
    expect(entry(await preferences(await other.member('user')), 'afas_custom_fields', 'custom_fields')).toBeUndefined();
  });
});
