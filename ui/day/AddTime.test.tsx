// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import type { LanguageCode } from '../providers/domain.js';
import DayScreen from './DayScreen.js';
import { clustersOf, DAY_ID, testActivity } from './testing.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Added = { started_at: string; ended_at: string; description: string | null; internal: boolean; contact_id: string | null };

/** A date without activity (2026-11-20, Europe/Amsterdam) until time is added: the API registers what it is sent. */
function emptyDayApi(status: 'open' | 'published' | null = null) {
  const posted: unknown[] = [];
  const activities: ReturnType<typeof testActivity>[] = [];
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    if (path === '/v1/days') return activities.length > 0 || status ? [testDay('2026-11-20', { id: DAY_ID, status: status ?? 'open' })] : [];
    if (path === '/v1/rpc/activities/overview') return { data: clustersOf(activities) };
    // The person's preferences (day_processing): the defaults.
    if (path === '/v1/preferences') return { data: [] };
    if (path === '/v1/contacts') return [];
    if (path === '/v1/activity_notes') return { data: [], meta: { pagination: { count: 0, total: 0 } } };
    if (path.startsWith('/v1/dimension_levels/')) return [];
    if (path === '/v1/rpc/days/external-crm/status') return { data: { day_id: DAY_ID, status: 'unknown', activities: [] } };
    if (path === '/v1/activities' && method === 'POST') {
      posted.push(body);
      const added = body as Added;
      const minutes = (Date.parse(added.ended_at) - Date.parse(added.started_at)) / 60_000;
      const activity = testActivity({
        minute: (Date.parse(added.started_at) - Date.parse('2026-11-20T08:00:00Z')) / 60_000,
        minutes,
        id: `added-${posted.length}`,
        source: { type: 'manual', identifier: null, name: null },
        context: {},
        description: added.description,
      });
      activities.push(activity);
      return { data: activity };
    }
    // The day's appointment step: nothing to arrange on this day.
    if (path === '/v1/rpc/appointments/pending') return { data: [] };
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, posted };
}

async function open(language: LanguageCode = 'en', status: 'open' | 'published' | null = null) {
  const fake = emptyDayApi(status);
  await renderScreen(<DayScreen />, { path: '/day', at: '/day?date=2026-11-20', api: fake.api, language });
  await screen.findByTestId('timeline-lanes');
  return fake;
}

/** The timeline's lanes measure 1000 px: its hours (08:00–18:00 on an empty day) are 100 px each. */
function drag(fromX: number, toX: number) {
  const lanes = screen.getByTestId('timeline-lanes');
  vi.spyOn(lanes, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 30 }));
  fireEvent.pointerDown(lanes, { clientX: fromX, button: 0, pointerId: 1 });
  fireEvent.pointerMove(lanes, { clientX: (fromX + toX) / 2, pointerId: 1 });
  fireEvent.pointerMove(lanes, { clientX: toX, pointerId: 1 });
  expect(screen.getByTestId('timeline-drag')).toBeTruthy();
  fireEvent.pointerUp(lanes, { clientX: toX, pointerId: 1 });
}

const field = (name: string) => screen.getByTestId<HTMLInputElement>(`add-time-${name}`);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('adding time by hand on the day screen', () => {
  it('invites to add time or connect a detector on a day without activity', async () => {
    await open('nl');
    const empty = await screen.findByTestId('day-empty');
    expect(within(empty).getByText('Nog geen activiteit op deze dag.')).toBeTruthy();
    expect(empty.textContent).toContain('koppel een detector');
    expect(screen.getByTestId('empty-connect-detector').getAttribute('href')).toBe('/detectors');
    expect(screen.getByTestId('timeline').textContent).toContain('08:00');
  });

  it('registers a dragged span as manual time, in the user’s zone, and shows it on the day', async () => {
    const { posted } = await open('nl');
    drag(100, 250);
    const dialog = await screen.findByRole('dialog');
    expect([field('start').value, field('end').value, field('duration').value]).toEqual(['09:00', '10:30', '1:30']);
    expect(within(dialog).getByTestId('add-time-overlap').textContent).toContain('ingekort of verwijderd');
    type('description', 'Overleg jaarrekening');
    fireEvent.click(screen.getByTestId('add-time-save'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        started_at: '2026-11-20T08:00:00.000Z',
        ended_at: '2026-11-20T09:30:00.000Z',
        source: { type: 'manual' },
        contact_id: null,
        internal: false,
        description: 'Overleg jaarrekening',
        remove_overlapping: true,
      },
    ]);
    expect(await screen.findByTestId('activity-row-added-1')).toBeTruthy();
    expect(screen.queryByTestId('day-empty')).toBeNull();
    expect(screen.getByTestId('timeline-block-added-1')).toBeTruthy();
  });

  it('opens the form with the button (the keyboard’s way), keeps end and duration in step, and registers internal time', async () => {
    const { posted } = await open('en');
    fireEvent.click(screen.getByTestId('add-time'));
    await screen.findByRole('dialog');
    expect([field('start').value, field('end').value]).toEqual(['09:00 AM', '10:00 AM']);
    type('duration', '2,5');
    expect(field('end').value).toBe('11:30 AM');
    type('start', '13:15');
    expect(field('end').value).toBe('03:45 PM');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal' }));
    fireEvent.click(screen.getByTestId('add-time-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ started_at: '2026-11-20T12:15:00.000Z', ended_at: '2026-11-20T14:45:00.000Z', internal: true, contact_id: null });
  });

  it('says in the person’s language what is wrong, and registers nothing', async () => {
    const { posted } = await open('nl');
    fireEvent.click(screen.getByTestId('empty-add-time'));
    await screen.findByRole('dialog');
    type('end', '08:30');
    fireEvent.click(screen.getByTestId('add-time-save'));
    expect((await screen.findByText('Het einde moet na het begin liggen.')).closest('.MuiFormControl-root')?.contains(field('end'))).toBe(true);
    type('duration', '25');
    fireEvent.click(screen.getByTestId('add-time-save'));
    expect(await screen.findByText('Voeg hoogstens 24 uur tegelijk toe.')).toBeTruthy();
    type('start', 'straks');
    fireEvent.click(screen.getByTestId('add-time-save'));
    expect(await screen.findByText('Vul een tijd in, bijvoorbeeld 09:30.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('offers no adding on a published day', async () => {
    await open('en', 'published');
    await waitFor(() => expect(screen.getByTestId('day-status').getAttribute('data-status')).toBe('published'));
    expect(screen.queryByTestId('add-time')).toBeNull();
    expect(screen.queryByTestId('empty-add-time')).toBeNull();
  });
});
