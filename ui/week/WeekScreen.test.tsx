// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import type { DaySyncState } from '../providers/domain.js';
import WeekScreen from './WeekScreen.js';

afterEach(cleanup);

// The week in which summer time ends in Amsterdam (Sunday 25 October 2026 has 25 hours).
// Detected (original) time differs from the current duration: corrected up, corrected down, trimmed by overlaps.
const DAYS = [
  testDay('2026-10-19', { status: 'published', duration: 28_800, original_duration: 27_300, time_booked: 28_800, activity_count: 6 }),
  testDay('2026-10-21', { status: 'locked', duration: 7_200, original_duration: 7_500, time_booked: 7_200, activity_count: 2 }),
  testDay('2026-10-25', { status: 'open', duration: 5_400, original_duration: 6_000, time_booked: 1_800, time_unbooked: 3_600, activity_count: 3 }),
  testDay('2026-10-26', { status: 'open', duration: 36_000, original_duration: 36_000, time_unbooked: 36_000, activity_count: 9 }), // next week's Monday
];

/** The published day's push state: unknown (nothing pushed, no connection) unless a test says otherwise. */
const unpushed = (dayId: string): DaySyncState => ({ day_id: dayId, status: 'unknown', activities: [] });

async function open(at: string, syncState = unpushed, language: 'en' | 'nl' = 'en') {
  const api: FakeApi = (url, _method, body) => {
    if (url.pathname === '/v1/days') return DAYS;
    if (url.pathname === '/v1/rpc/days/external-crm/status') return { data: syncState((body as { day_id: string }).day_id) };
    return [];
  };
  const rendered = await renderScreen(<WeekScreen />, { path: '/week', at, api, language });
  await screen.findByTestId('week-day-2026-10-19');
  await waitFor(() => expect(screen.getByTestId('week-day-2026-10-19').dataset.status).toBe('published'));
  return rendered;
}

describe('the week overview', () => {
  it('shows Monday to Sunday with each day’s status and totals, and the week’s totals without the next Monday', async () => {
    const { http } = await open('/week?week=2026-10-19');

    const days = screen.getAllByTestId(/^week-day-\d{4}-\d{2}-\d{2}$/).map((element) => [element.dataset.testid, element.dataset.status]);
    expect(days).toEqual([
      ['week-day-2026-10-19', 'published'],
      ['week-day-2026-10-20', 'nonexistent'],
      ['week-day-2026-10-21', 'locked'],
      ['week-day-2026-10-22', 'nonexistent'],
      ['week-day-2026-10-23', 'nonexistent'],
      ['week-day-2026-10-24', 'nonexistent'],
      ['week-day-2026-10-25', 'open'],
    ]);
    expect(within(screen.getByTestId('week-day-2026-10-25')).getByText('Open')).toBeTruthy();
    expect(screen.getByTestId('week-day-2026-10-25-duration').textContent).toBe('1:30');
    expect(screen.getByTestId('week-total-duration').textContent).toBe('11:30');
    expect(screen.getByTestId('week-total-booked').textContent).toBe('10:30');
    expect(screen.getByTestId('week-total-unbooked').textContent).toBe('1:00');
    expect(screen.getByTestId('week-total-published').textContent).toBe('1 / 3');
    expect(screen.getByTestId('week-number').textContent).toBe('Week 43');

    const url = new URL(http.mock.calls.find(([call]) => call.startsWith('/v1/days'))![0], 'http://portal.test');
    expect(url.searchParams.get('date')).toBe('gte:2026-10-19');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ user_id: '00000000-0000-4000-8000-000000000001' });
  });

  it('shows each day’s and the week’s detected time next to the current total, labelled as detected', async () => {
    await open('/week?week=2026-10-19');

    const detected = (date: string) => screen.getByTestId(`week-day-${date}-detected`).textContent;
    expect([screen.getByTestId('week-day-2026-10-25-duration').textContent, detected('2026-10-25')]).toEqual(['1:30', '1:40']);
    expect([detected('2026-10-19'), detected('2026-10-20'), detected('2026-10-21')]).toEqual(['7:35', '0:00', '2:05']);
    expect([screen.getByTestId('week-total-duration').textContent, screen.getByTestId('week-total-detected').textContent]).toEqual(['11:30', '11:20']);
    const label = within(screen.getByTestId('week-day-2026-10-25')).getByText('Detected').parentElement!;
    expect(label.title).toBe('Time as detected, before overlaps were trimmed or durations corrected');
    cleanup();

    await open('/week?week=2026-10-19', unpushed, 'nl');
    expect(within(screen.getByTestId('week-total-detected').parentElement!).getByText('Gedetecteerd')).toBeTruthy();
  });

  it('opens a day in the day screen and moves between weeks', async () => {
    await open('/week?date=2026-10-22');

    expect(screen.getByTestId('week-day-2026-10-21').getAttribute('href')).toBe('/day?date=2026-10-21');
    fireEvent.click(screen.getByTestId('week-next'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/week?week=2026-10-26'));
    expect(await screen.findByTestId('week-day-2026-11-01')).toBeTruthy();
    fireEvent.click(screen.getByTestId('week-previous'));
    fireEvent.click(screen.getByTestId('week-previous'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/week?week=2026-10-12'));
  });

  it('shows where a published day’s hours went when they were pushed, and nothing for days that were not', async () => {
    const failed = (dayId: string): DaySyncState => ({
      day_id: dayId,
      status: 'error',
      activities: [{ activity_id: 'a1', system: 'harvest', status: 'error', external_id: null, error_code: 'invalid_credentials', error_message: 'Token refused', attempts: 1, next_attempt_at: null }],
    });
    await open('/week?week=2026-10-19', failed);
    const chip = await screen.findByTestId('week-day-2026-10-19-sync');
    expect([chip.dataset.syncStatus, chip.textContent, chip.title]).toEqual(['error', 'Not pushed', 'Synchronization failed']);
    expect(screen.queryByTestId('week-day-2026-10-21-sync')).toBeNull(); // locked: nothing pushed yet, not even asked
    cleanup();

    const { http } = await open('/week?week=2026-10-19');
    await waitFor(() => expect(http.mock.calls.some(([call]) => call.endsWith('/v1/rpc/days/external-crm/status'))).toBe(true));
    expect(screen.queryByTestId('week-day-2026-10-19-sync')).toBeNull();
  });
});
