import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { foldStream } from '../shared/decider.js';
import { NoOwnPreferenceError } from './errors.js';
import { preferenceDecider, UnknownPreferenceChapterError, type PreferenceEvent } from './index.js';

const at = '2026-03-02T09:00:00.000Z';
const owner = { client_id: 'client', user_id: 'person' };
const spec = deciderSpec(preferenceDecider);
const set = (chapter: string, values: Record<string, unknown>): PreferenceEvent => ({ type: 'PreferencesSet', data: { ...owner, chapter, values, at } });
const dropped = (chapter: string, keys: string[]): PreferenceEvent => ({ type: 'PreferencesDropped', data: { ...owner, chapter, keys, at } });
const drop = (chapter: string, keys?: string[]) => ({ type: 'DropPreferences' as const, owner, chapter, keys, at });

describe('dropping preferences of one’s own', () => {
  it('drops every key the owner set in the chapter, or only the keys named', () => {
    const given = [set('day_processing', { slide: true, synced: true }), set('reminders', { booking_time: '17:00' })];
    spec.given(given).when(drop('day_processing')).then([dropped('day_processing', ['slide', 'synced'])]);
    spec.given(given).when(drop('day_processing', ['slide', 'panel'])).then([dropped('day_processing', ['slide'])]);
  });

  it('forgets what was dropped, so that setting the same value again is a change', () => {
    const book = foldStream(preferenceDecider, [set('day_processing', { slide: true, synced: true }), dropped('day_processing', ['slide'])]);
    expect(book.chapters.get('day_processing')).toEqual({ synced: true });
    spec.given([set('reminders', { booking_time: '17:00' }), dropped('reminders', ['booking_time'])])
      .when({ type: 'SetPreferences', owner, chapter: 'reminders', values: { booking_time: '17:00' }, at })
      .then([set('reminders', { booking_time: '17:00' })]);
  });

  it('refuses a chapter (or keys) without a value of one’s own, and chapters outside the contract', () => {
    spec.given([]).when(drop('reminders')).thenThrows(NoOwnPreferenceError);
    spec.given([set('reminders', { booking_time: '17:00' }), dropped('reminders', ['booking_time'])]).when(drop('reminders')).thenThrows(NoOwnPreferenceError);
    spec.given([set('reminders', { booking_time: '17:00' })]).when(drop('reminders', ['mail'])).thenThrows(NoOwnPreferenceError);
    spec.given([]).when(drop('favourite_colour')).thenThrows(UnknownPreferenceChapterError);
  });
});
