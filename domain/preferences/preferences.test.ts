import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import {
  InvalidPreferenceError,
  NoPreferenceProvidedError,
  preferenceDecider,
  preferenceStream,
  UnknownPreferenceChapterError,
  type PreferenceEvent,
} from './index.js';

const at = '2026-03-02T09:00:00.000Z';
const owner = { client_id: 'client', user_id: null };
const spec = deciderSpec(preferenceDecider);
const set = (chapter: string, values: Record<string, unknown>): PreferenceEvent => ({ type: 'PreferencesSet', data: { ...owner, chapter, values, at } });
const command = (chapter: string, values: Record<string, unknown>) => ({ type: 'SetPreferences' as const, owner, chapter, values, at });

describe('preferences', () => {
  it('records the keys of a chapter that change', () => {
    spec
      .given([set('block_calculation_settings', { block_size: 60 })])
      .when(command('block_calculation_settings', { block_size: 60, round_type: 'up' }))
      .then([set('block_calculation_settings', { round_type: 'up' })]);
    spec.given([set('reminders', { booking_time: '17:00' })]).when(command('reminders', { booking_time: '17:00' })).then([]);
  });

  it('refuses a change without any preference in it', () => {
    spec.given([]).when(command('reminders', {})).thenThrows(NoPreferenceProvidedError, /^no preference provided$/);
  });

  it('does not know chapters outside the contract', () => {
    spec.given([]).when(command('favourite_colour', { value: 'red' })).thenThrows(UnknownPreferenceChapterError);
  });

  it('checks known chapters strictly: types, ranges, enumerations and unknown keys', () => {
    for (const values of [
      { block_size: '60' },
      { block_size: 0 },
      { block_size: 1.5 },
      { round_type: 'sideways' },
      { ignore_threshold: 101 },
      { colour: 'red' },
    ]) {
      spec.given([]).when(command('block_calculation_settings', values)).thenThrows(InvalidPreferenceError);
    }
    spec.given([]).when(command('log_thresholds', { ignore: { fax: 10 } })).thenThrows(InvalidPreferenceError);
    spec.given([]).when(command('language', { code: 'xx' })).thenThrows(InvalidPreferenceError);
    spec.given([]).when(command('reminders', { booking_time: '25:00' })).thenThrows(InvalidPreferenceError);
  });

  it('takes a work day with both times, start before end, or with neither', () => {
    spec
      .given([])
      .when(command('work_schedule', { schedule: { monday: { start: '08:30', end: '17:00' }, sunday: { start: '', end: null } } }))
      .then([set('work_schedule', { schedule: { monday: { start: '08:30', end: '17:00' }, sunday: { start: null, end: null } } })]);
    for (const day of [{ start: '08:30' }, { start: '08:30', end: '' }, { start: '17:00', end: '08:30' }, { start: '09:00', end: '09:00' }, { start: '9:00', end: '17:00' }]) {
      spec.given([]).when(command('work_schedule', { schedule: { monday: day } })).thenThrows(InvalidPreferenceError, /start|end|HH:MM/);
    }
  });

  it('checks the chapters whose keys §9.5 names: detections, data retention, contact codes and the CRM cache', () => {
    spec.given([]).when(command('detections', { emailContents: true })).then([set('detections', { emailContents: true })]);
    spec.given([]).when(command('data_retention', { logged_activity: 90 })).then([set('data_retention', { logged_activity: 90 })]);
    for (const [chapter, values] of [
      ['detections', { calls: 'yes' }],
      ['detections', { fax: true }],
      ['data_retention', { logged_activity: 0 }],
      ['data_retention', { logged_activity: 1.5 }],
      ['contact_codes', { display: 'above' }],
      ['external_crm', { cache_duration: 10 }],
    ] as const) {
      spec.given([]).when(command(chapter, values)).thenThrows(InvalidPreferenceError);
    }
  });

  it('names the missing or wrong time of a work day, and refuses a block of 0 and a threshold below 0', () => {
    const refusal = (chapter: string, values: Record<string, unknown>) => {
      try {
        preferenceDecider.decide(command(chapter, values), preferenceDecider.initialState());
      } catch (error) {
        return error instanceof InvalidPreferenceError ? [error.field, error.message] : error;
      }
      return 'accepted';
    };
    expect(refusal('work_schedule', { schedule: { monday: { start: '09:00' } } })).toEqual(['schedule.monday.end', 'Give both a start and an end time, or neither.']);
    expect(refusal('work_schedule', { schedule: { monday: { end: '17:00' } } })).toEqual(['schedule.monday.start', 'Give both a start and an end time, or neither.']);
    expect(refusal('work_schedule', { schedule: { monday: { start: '17:00', end: '09:00' } } })).toEqual(['schedule.monday.end', 'The start must be before the end.']);
    expect(refusal('block_calculation_settings', { block_size: 0 })).toEqual(['block_size', 'A block lasts longer than zero.']);
    expect(refusal('log_thresholds', { absence: -1 })).toEqual(['absence', 'Cannot be below zero.']);
  });

  it('merges one source or one day into what the owner had, and records the merged value', () => {
    spec
      .given([set('log_thresholds', { ignore: { email: 5 } })])
      .when(command('log_thresholds', { ignore: { web: 7 } }))
      .then([set('log_thresholds', { ignore: { email: 5, web: 7 } })]);
    spec.given([set('log_thresholds', { ignore: { email: 5, web: 7 } })]).when(command('log_thresholds', { ignore: { web: 7 } })).then([]);
  });

  it('takes any JSON object in the other chapters of the contract, replacing values whole', () => {
    spec
      .given([set('windows_options', { meetings: { teams: true, zoom: true } })])
      .when(command('windows_options', { meetings: { teams: false }, emailContents: [1, 'two', null] }))
      .then([set('windows_options', { meetings: { teams: false }, emailContents: [1, 'two', null] })]);
    spec.given([]).when(command('beta_features', { big: 'x'.repeat(20_000) })).thenThrows(InvalidPreferenceError, /bytes/);
    spec.given([]).when(command('beta_features', { nul: 'a\u0000b' })).thenThrows(InvalidPreferenceError, /not allowed/);
  });

  it('keeps the organisation and each user in streams of their own', () => {
    expect(preferenceStream({ client_id: 'c', user_id: null })).toBe('preferences-c');
    expect(preferenceStream({ client_id: 'c', user_id: 'u' })).toBe('preferences-user-u');
  });
});
