// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { testActivity } from '../day/testing.js';
import type { HistoryChange, HistoryEntry } from '../providers/domain.js';
import { HistoryList } from './HistoryList.js';

afterEach(cleanup);

const DAY = '00000000-0000-4000-8000-0000000000d1';
const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000a2';
const CONTACT = '00000000-0000-4000-8000-0000000000c1';
const PROJECT = '00000000-0000-4000-8000-0000000000f1';
const SUBPROJECT = '00000000-0000-4000-8000-0000000000f2';
const WORKING_CODE = '00000000-0000-4000-8000-0000000000f3';
const SANNE = { id: '00000000-0000-4000-8000-000000000001', name: 'Sanne Bakker' };
/** She works in New York: 14:00 UTC is 9 in the morning there. */
const user = testUser({ id: SANNE.id, time_zone: 'America/New_York' });

let sequence = 0;
function entry(type: HistoryEntry['type'], changes: HistoryChange[], by: HistoryEntry['user'] = SANNE): HistoryEntry {
  sequence++;
  return {
    event_id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type,
    recorded_at: `2026-11-20T14:${String(sequence).padStart(2, '0')}:00Z`,
    user: by,
    request: null,
    changes,
  };
}

/** A day with every kind of event, oldest first as the API answers: A is listed, B (ignored, deleted, restored) is not. */
const DAY_HISTORY: HistoryEntry[] = [
  entry('DayOpened', [{ activity_id: null, field: 'date', before: null, after: '2026-11-20' }]),
  entry('ActivityRegistered', [
    { activity_id: A, field: 'started_at', before: null, after: '2026-11-20T14:00:00Z' },
    { activity_id: A, field: 'ended_at', before: null, after: '2026-11-20T15:30:00Z' },
    { activity_id: A, field: 'status', before: null, after: 'open' },
  ]),
  entry('ActivityTrimmed', [{ activity_id: A, field: 'ended_at', before: '2026-11-20T15:30:00Z', after: '2026-11-20T15:00:00Z' }]),
  entry('ActivityRegistered', [{ activity_id: B, field: 'started_at', before: null, after: '2026-11-20T15:00:00Z' }]),
  entry('ActivitiesTagged', [{ activity_id: A, field: 'contact_id', before: null, after: CONTACT }]),
  entry('ActivitiesStatusSet', [{ activity_id: B, field: 'status', before: 'open', after: 'ignored' }]),
  entry('ActivitiesDescribed', [{ activity_id: A, field: 'description', before: null, after: 'Jaarrekening nalopen' }]),
  entry('ActivityRemoved', [{ activity_id: B, field: 'removed', before: false, after: true }], null),
  entry('ActivityRestored', [{ activity_id: B, field: 'removed', before: true, after: false }]),
  entry('ActivitiesBooked', [
    { activity_id: A, field: 'status', before: 'open', after: 'booked' },
    { activity_id: A, field: 'booking', before: null, after: { project_id: PROJECT, subproject_id: SUBPROJECT, working_code_id: WORKING_CODE } },
  ]),
  entry('DurationsCorrected', [{ activity_id: A, field: 'corrected_duration', before: null, after: 5_400 }]),
  entry('DayLocked', [{ activity_id: null, field: 'status', before: 'open', after: 'locked' }]),
  entry('DayUnlocked', [{ activity_id: null, field: 'status', before: 'locked', after: 'open' }]),
  entry('DayPublished', [
    { activity_id: null, field: 'status', before: 'locked', after: 'published' },
    { activity_id: A, field: 'status', before: 'booked', after: 'published' },
    { activity_id: A, field: 'published_duration', before: null, after: 5_400 },
  ]),
  entry('DayDeleted', [{ activity_id: null, field: 'activities', before: 2, after: 0 }]),
];

const api: FakeApi = (url) => {
  const path = url.pathname;
  if (path === `/v1/days/${DAY}/history`) return { data: DAY_HISTORY };
  if (path === `/v1/activities/${A}/history`) return { data: DAY_HISTORY.filter((e) => e.changes.some((c) => c.activity_id === A)) };
  if (path === '/v1/activities') return [testActivity({ id: A, started_at: '2026-11-20T14:00:00Z', ended_at: '2026-11-20T15:00:00Z' })];
  if (path === '/v1/contacts') return [{ id: CONTACT, name: 'Atelier Noord' }];
  if (path === '/v1/dimension_levels/1/dimensions') return [{ id: PROJECT, name: 'Jaarrekening 2026' }];
  if (path === '/v1/dimension_levels/2/dimensions') return [{ id: SUBPROJECT, name: 'Samenstellen' }];
  if (path === '/v1/dimension_levels/3/dimensions') return [{ id: WORKING_CODE, name: 'Voorbereiding' }];
  throw new Error(`unexpected call ${path}`);
};

/** Each entry's event → its text, newest first. */
async function renderedEntries() {
  const list = await screen.findByTestId('history');
  await waitFor(() => expect(list.textContent).toContain('Voorbereiding')); // the last names to arrive
  return within(list)
    .getAllByTestId('history-entry')
    .map((item) => [item.getAttribute('data-type'), (item.textContent ?? '').replace(/\s+/g, ' ')] as const); // ICU puts a narrow space before AM
}

describe('the history list', () => {
  it("tells a day's every event in the reader's words: who, when in her zone, and names and hours instead of ids and seconds", async () => {
    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user, api });
    const entries = await renderedEntries();

    expect(entries.map(([type, text]) => [type, text.split(/Nov 20, 2026/)[0]])).toEqual([
      ['DayDeleted', 'Day deleted'],
      ['DayPublished', 'Published'],
      ['DayUnlocked', 'Unlocked'],
      ['DayLocked', 'Locked for publishing'],
      ['DurationsCorrected', 'Durations corrected'],
      ['ActivitiesBooked', 'Booked'],
      ['ActivityRestored', 'Activity restored'],
      ['ActivityRemoved', 'Activity removed'],
      ['ActivitiesDescribed', 'Description changed'],
      ['ActivitiesStatusSet', 'Status changed'],
      ['ActivitiesTagged', 'Tagged'],
      ['ActivityRegistered', 'Activity registered'],
      ['ActivityTrimmed', 'Activity trimmed by an overlap'],
      ['ActivityRegistered', 'Activity registered'],
      ['DayOpened', 'Day opened'],
    ]);
    const text = Object.fromEntries(entries.map(([type, entryText]) => [type, entryText]));
    // When, in New York (14:05 UTC is 9:05 AM there), and who: a person, or the system.
    expect(text.DayOpened).toContain('Nov 20, 2026, 9:01 AM');
    expect(text.DayOpened).toContain('by Sanne Bakker');
    expect(text.ActivityRemoved).toContain('by the system');
    // Names, not ids; the listed activity by its time, source and title, the other by its time.
    expect(text.ActivitiesTagged).toBe('TaggedNov 20, 2026, 9:05 AMby Sanne Bakker09:00 AM Excel · Jaarrekening.xlsx: Contact — → Atelier Noord');
    expect(text.ActivitiesBooked).toContain('Status Open → Booked; Booking — → Jaarrekening 2026 / Samenstellen / Voorbereiding');
    expect(text.ActivitiesStatusSet).toContain('Activity at 10:00 AM: Status Open → Ignored');
    expect(text.ActivityRemoved).toContain('Removed No → Yes');
    expect(text.ActivitiesDescribed).toContain('Description — → Jaarrekening nalopen');
    // Times of day in her zone, durations in hours.
    expect(text.ActivityTrimmed).toContain('End 10:30 AM → 10:00 AM');
    expect(text.DurationsCorrected).toContain('Corrected duration — → 1.50 h');
    expect(text.DayPublished).toContain('Status Locked → Published');
    expect(text.DayPublished).toContain('Published duration — → 1.50 h');
    expect(text.DayLocked).toContain('Status Open → Locked');
    expect(text.DayOpened).toContain('Date — → November 20, 2026');
    expect(text.DayDeleted).toContain('Activities 2 → 0');
    const all = entries.map(([, entryText]) => entryText).join('\n');
    expect(all).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(all).not.toContain('5400');
    expect(all).not.toContain('[object Object]');
  });

  it('speaks the reader’s language: Dutch labels, 24-hour times and hours with a decimal comma', async () => {
    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user: { ...user, language: 'nl' }, api, language: 'nl' });
    const text = Object.fromEntries(await renderedEntries());
    expect(text.DayLocked).toMatch(/^Vastgezet om te publiceren20 nov\.? 2026,? 09:12door Sanne Bakker/);
    expect(text.DurationsCorrected).toContain('Gecorrigeerde duur — → 1,50 u');
    expect(text.ActivityTrimmed).toContain('Einde 10:30 → 10:00');
  });

  it('shows an activity’s own history without naming the activity on every line', async () => {
    await renderScreen(<HistoryList of={{ activity: A }} data-testid="history" />, { path: '/', at: '/', user, api });
    const entries = await renderedEntries();
    expect(entries.map(([type]) => type)).toEqual(['DayPublished', 'DurationsCorrected', 'ActivitiesBooked', 'ActivitiesDescribed', 'ActivitiesTagged', 'ActivityTrimmed', 'ActivityRegistered']);
    const tagged = entries.find(([type]) => type === 'ActivitiesTagged')![1];
    expect(tagged).toMatch(/by Sanne BakkerContact — → Atelier Noord$/);
  });

  it('says which detections a detected activity came from', async () => {
    const detected = entry('ActivityRegistered', [
      { activity_id: A, field: 'started_at', before: null, after: '2026-11-20T14:00:00Z' },
      { activity_id: A, field: 'detection', before: null, after: { bucket: 'aw-watcher-window_laptop', from: '2026-11-20T14:00:00Z', to: '2026-11-20T14:47:00Z' } },
    ]);
    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user, api: (url, ...rest) => (url.pathname === `/v1/days/${DAY}/history` ? { data: [detected] } : api(url, ...rest)) });
    const item = await screen.findByTestId('history-entry');
    await waitFor(() => expect((item.textContent ?? '').replace(/\s+/g, ' ')).toContain('Detected by — → aw-watcher-window_laptop 09:00 AM–09:47 AM'));
  });

  it('shows a few activities of a large event, and the rest on request', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ activity_id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, field: 'published_duration' as const, before: null, after: 1_800 }));
    const published = { ...DAY_HISTORY[13]!, changes: many };
    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user, api: (url, ...rest) => (url.pathname === `/v1/days/${DAY}/history` ? { data: [published] } : api(url, ...rest)) });
    const item = await screen.findByTestId('history-entry');
    expect(within(item).getAllByTestId('history-change')).toHaveLength(6);
    fireEvent.click(within(item).getByRole('button', { name: '2 more activities' }));
    expect(within(item).getAllByTestId('history-change')).toHaveLength(8);
  });

  it("says when a tag tagged: 'tagged to Atelier Noord by tag' with the tag's reference, in the reader's language", async () => {
    const acme = { tag_id: '00000000-0000-4000-8000-0000000000e1', reference: { type: 'email_domain' as const, value: 'atelier-noord.nl' } };
    const spam = { tag_id: '00000000-0000-4000-8000-0000000000e2', reference: { type: 'url' as const, value: 'news.example' } };
    const tagged = [
      entry('ActivityRegistered', [
        { activity_id: A, field: 'started_at', before: null, after: '2026-11-20T14:00:00Z' },
        { activity_id: A, field: 'contact_id', before: null, after: CONTACT },
        { activity_id: A, field: 'tagged_by', before: null, after: acme },
      ]),
      entry('ActivitiesStatusSet', [
        { activity_id: B, field: 'status', before: 'open', after: 'ignored' },
        { activity_id: B, field: 'tagged_by', before: null, after: spam },
      ], null),
      entry('ActivitiesTagged', [
        { activity_id: A, field: 'contact_id', before: CONTACT, after: null },
        { activity_id: A, field: 'tagged_by', before: acme, after: null },
      ], null),
    ];
    const taggedApi: FakeApi = (url) => (url.pathname === `/v1/days/${DAY}/history` ? { data: tagged } : api(url, 'GET', undefined));
    const texts = async () => {
      const list = await screen.findByTestId('history');
      await waitFor(() => expect(list.textContent).toContain('Atelier Noord'));
      return within(list).getAllByTestId('history-change').map((item) => item.textContent);
    };

    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user, api: taggedApi });
    expect(await texts()).toEqual([
      "09:00 AM Excel · Jaarrekening.xlsx: Contact Atelier Noord → —; Tag 'atelier-noord.nl' → —",
      "Activity at …: ignored by tag 'news.example'",
      "09:00 AM Excel · Jaarrekening.xlsx: tagged to Atelier Noord by tag 'atelier-noord.nl'; Start — → 09:00 AM",
    ]);

    cleanup();
    await renderScreen(<HistoryList of={{ day: DAY }} data-testid="history" />, { path: '/', at: '/', user: { ...user, language: 'nl' }, api: taggedApi, language: 'nl' });
    expect((await texts())[2]).toContain("getagd aan Atelier Noord door tag 'atelier-noord.nl'");
  });
});
