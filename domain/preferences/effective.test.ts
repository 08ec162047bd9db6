import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  effectiveBlockCalculationSettings,
  effectiveDetections,
  effectiveLoggedActivityRetention,
  effectiveLogThresholds,
  effectivePreferences,
  effectiveWorkSchedule,
  KNOWN_CHAPTERS,
  scheduledSeconds,
} from './index.js';

describe('effective preferences', () => {
  it('are the defaults of the contract when nobody set anything, with a user forced block size of 360', () => {
    expect(effectiveBlockCalculationSettings(undefined, undefined)).toEqual({
      block_size: 60,
      forced_block_size: 360,
      round_type: 'regular',
      ignore_threshold: 25,
      default_block_size: 360,
    });
    expect(DEFAULTS.block_calculation_settings.forced_block_size).toBe(60);
    const thresholds = effectiveLogThresholds(undefined, undefined);
    expect(thresholds.absence).toBe(600);
    expect(Object.values(thresholds.grace)).toEqual(Array(9).fill(10));
    expect(thresholds.ignore).toEqual({ appointment: 3600, document: 60, email: 30, manual: 60, native: 30, native_custom: 60, phone: 30, web: 30, web_custom: 60 });
    expect(DEFAULTS.appointment_conditions).toEqual({ minimum_duration: 3600, required_meta: 'attendees_or_location' });
    expect(DEFAULTS.reminders.booking_time).toBe('16:45');
    expect(DEFAULTS.language.code).toBe('nl');
    expect(DEFAULTS.work_schedule.schedule.sunday).toEqual({ start: '00:00', end: '23:59' });
    expect(DEFAULTS.prediction_automations).toEqual({ block_size: 360, ignore_duration_threshold: 50 });
    expect(DEFAULTS.day_processing.synced).toBe(false);
    expect(DEFAULTS.detections).toEqual({ appointments: true, calls: true, email: false, emailContents: false, meetings: true });
    expect(DEFAULTS.data_retention.logged_activity).toBe(30);
    expect(DEFAULTS.external_crm.cache_duration).toBe(86400);
  });

  it('take the user over the organisation over the defaults, per key, saying where each came from', () => {
    const client = new Map([['block_calculation_settings', { block_size: 300, forced_block_size: 120 }], ['windows_options', { calls: true }]]);
    const user = new Map([['block_calculation_settings', { block_size: 900 }]]);
    const entries = effectivePreferences(client, user, 'user');
    const block = Object.fromEntries(entries.filter((e) => e.chapter === 'block_calculation_settings').map((e) => [e.key, [e.value, e.source]]));
    expect(block).toEqual({
      block_size: [900, 'user'],
      forced_block_size: [120, 'client'],
      round_type: ['regular', 'default'],
      ignore_threshold: [25, 'default'],
      default_block_size: [360, 'default'],
    });
    expect(entries.find((e) => e.chapter === 'windows_options')).toEqual({ chapter: 'windows_options', key: 'calls', value: true, source: 'client' });
    expect([...new Set(entries.map((e) => e.chapter))]).toEqual([...KNOWN_CHAPTERS, 'windows_options']);
  });

  it('merge per source and per day over the layers below', () => {
    const thresholds = effectiveLogThresholds({ ignore: { email: 5 } }, { ignore: { web: 7 }, absence: 900 });
    expect(thresholds).toMatchObject({ absence: 900, ignore: { email: 5, web: 7, appointment: 3600 } });
    expect(thresholds.ignore.multiple).toBeUndefined();
  });

  it('of the organisation leave user layers and user defaults out', () => {
    const entries = effectivePreferences(new Map(), new Map([['language', { code: 'de' }]]), 'client');
    expect(entries.find((e) => e.key === 'forced_block_size')).toMatchObject({ value: 60, source: 'default' });
    expect(entries.find((e) => e.chapter === 'language')).toMatchObject({ value: 'nl', source: 'default' });
  });

  it('keep detections 30 days unless the person or else the organisation sets whole days of data_retention.logged_activity', () => {
    expect(effectiveLoggedActivityRetention(undefined, undefined)).toBe(30);
    expect(effectiveLoggedActivityRetention({ logged_activity: 90 }, undefined)).toBe(90);
    expect(effectiveLoggedActivityRetention({ logged_activity: 90 }, { logged_activity: 7 })).toBe(7);
    expect(effectiveLoggedActivityRetention({ logged_activity: 90 }, { logged_activity: 'a week' })).toBe(90);
    expect(effectiveLoggedActivityRetention({ logged_activity: 0 }, { logged_activity: 1.5 })).toBe(30);
  });

  it('give a work schedule day by day from the person over the organisation, saying whether anyone chose it', () => {
    const office = { schedule: { monday: { start: '08:30', end: '17:00' }, friday: { start: null, end: null } } };

    const nobody = effectiveWorkSchedule(undefined, undefined);
    const theFirm = effectiveWorkSchedule(office, undefined);
    const theirOwn = effectiveWorkSchedule(office, { schedule: { monday: { start: '09:00', end: '13:00' } } });

    expect([nobody.source, theFirm.source, theirOwn.source]).toEqual(['default', 'client', 'user']);
    expect(scheduledSeconds(nobody.schedule).sunday).toBe(23 * 3600 + 59 * 60);
    expect(scheduledSeconds(theFirm.schedule)).toMatchObject({ monday: 8.5 * 3600, friday: 0, tuesday: 23 * 3600 + 59 * 60 });
    expect(scheduledSeconds(theirOwn.schedule)).toMatchObject({ monday: 4 * 3600, friday: 0 });
  });

  it('detect appointments, calls and meetings, but sent mail and its content only once someone turned them on; a value that is no boolean counts as unset', () => {
    expect(effectiveDetections(undefined, undefined)).toEqual({ appointments: true, calls: true, meetings: true, email: false, emailContents: false });
    expect(effectiveDetections({ emailContents: true, calls: false }, { calls: 'yes', meetings: { teams: false } })).toMatchObject({ emailContents: true, calls: false, meetings: true });
    expect(effectiveDetections({ emailContents: true }, { emailContents: false }).emailContents).toBe(false);
    const listed = effectivePreferences(new Map(), undefined, 'client').filter((entry) => entry.chapter === 'detections');
    expect(listed).toContainEqual({ chapter: 'detections', key: 'emailContents', value: false, source: 'default' });
  });
});
