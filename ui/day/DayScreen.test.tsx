// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { Activity, ActivitySyncState, Day, DaySyncState } from '../providers/domain.js';
import DayScreen from './DayScreen.js';
import { clustersOf, DAY_ID, testActivity } from './testing.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CONTACT = { id: '00000000-0000-4000-8000-0000000000c7', name: 'Atelier Noord', formatted_name: 'C1006 Atelier Noord' };

/** A fake API over one day's activities: the overview, the day record, contacts, and the day-flow commands. */
function dayApi(activities: Activity[], day: Partial<Day> = {}, sync?: DaySyncState) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const record = testDay('2026-11-20', { id: DAY_ID, activity_count: activities.length, ...day });
  const state = { activities: [...activities], record };
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    calls.push({ method, path, body });
    if (path === '/v1/days') return [state.record];
    if (path === `/v1/days/${DAY_ID}`) return { data: { ...state.record, detected_after_publishing: [] } };
    if (path === '/v1/rpc/activities/overview') return { data: clustersOf(state.activities) };
    // The person's preferences (day_processing): the defaults.
    if (path === '/v1/preferences') return { data: [] };
    if (path === '/v1/contacts') return [CONTACT];
    if (path === '/v1/activity_notes') return { data: [], meta: { pagination: { count: 0, total: 0 } } };
    if (path.startsWith('/v1/dimension_levels/')) return [];
    if (path === '/v1/rpc/logs/batch-edit') {
      const { logs, ...change } = body as { logs: string[]; contact_id?: string | null; internal?: boolean; status?: 'open' | 'ignored' };
      state.activities = state.activities.map((a) => {
        if (!logs.includes(a.id)) return a;
        const next = { ...a, ...change };
        const tag = next.internal ? 'internal' : next.contact_id ? 'tagged' : 'untagged';
        return { ...next, display_status: `${next.status}_${tag}` };
      });
      return { data: state.activities.filter((a) => logs.includes(a.id)) };
    }
    if (path === '/v1/rpc/days/prepare-booking') {
      const untagged = state.activities.filter((a) => a.status === 'open' && !a.contact_id && !a.internal).map((a) => a.id);
      throw new ApiError(422, { status: 422, code: 'prepare_booking', title: 'Not all activities are tagged yet.', reference: 'r1', errors: { logs: untagged } });
    }
    if (path === '/v1/rpc/days/external-crm/status') return { data: sync ?? { day_id: DAY_ID, status: 'unknown', activities: [] } };
    if (path === '/v1/rpc/days/publish') {
      state.record = { ...state.record, status: 'published', published_at: '2026-11-20T17:00:00Z' };
      state.activities = state.activities.map((a) => (a.status === 'booked' ? { ...a, status: 'published', display_status: 'published', day_status: 'published' } : a));
      return { data: { ...state.record, activities: state.activities } };
    }
    // The day's appointment step: nothing to arrange on this day.
    if (path === '/v1/rpc/appointments/pending') return { data: [] };
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, calls, state };
}

// Three activities on one subject, two on another, in list order a0, a30, a60 (Excel) then a90, a120 (Outlook).
const excel = (minute: number) => testActivity({ minute });
const outlook = (minute: number) => testActivity({ minute, source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { title: 'RE: Aangifte' } });
const DAY = [excel(0), excel(30), excel(60), outlook(90), outlook(120)];

async function open(activities = DAY, day: Partial<Day> = {}, sync?: DaySyncState) {
  const fake = dayApi(activities, day, sync);
  const rendered = await renderScreen(<DayScreen />, { path: '/day', at: '/day?date=2026-11-20', api: fake.api });
  await screen.findByTestId(`activity-row-${activities[activities.length - 1]!.id}`);
  return { ...fake, ...rendered };
}

const count = () => screen.getByTestId('selection-count').getAttribute('data-count');
const row = (id: string) => screen.getByTestId(`activity-row-${id}`);
const key = (k: string, extra: KeyboardEventInit = {}) => act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...extra })));

describe('the day screen', () => {
  it('shows the day’s status and totals, and its activity grouped by subject with each status', async () => {
    // a30 was detected as 40 minutes, then trimmed to 25 by an overlapping activity: detected counts the 40.
    await open([excel(0), { ...excel(30), original_duration: 2400 }, { ...outlook(60), status: 'ignored', display_status: 'ignored_untagged_threshold', flags: { ignored_by_threshold: true, corrected_by_hand: false } }]);
    await waitFor(() => expect(screen.getByTestId('day-status').getAttribute('data-status')).toBe('open'));
    expect(screen.getByTestId('totals-detected').textContent).toBe('1:30');
    expect(row('a30').textContent).toContain('(0:40)');
    expect(screen.getByTestId('totals-booked').textContent).toBe('0:00');
    expect(screen.getByTestId('totals-unbooked').textContent).toBe('1:15');
    expect(within(screen.getByTestId('cluster-0')).getAllByRole('row')).toHaveLength(3); // header and two activities
    expect(screen.getByTestId('cluster-1').textContent).toContain('RE: Aangifte');
    expect(row('a0').textContent).toMatch(/9:00\s–\s9:25\sAM/); // en-US, in the user's zone (Europe/Amsterdam)
    expect(row('a60').getAttribute('data-status')).toBe('ignored_untagged_threshold');
    expect(within(row('a60')).getByRole('img', { name: 'Ignored: too short' })).toBeTruthy();
    expect(screen.getByTestId('timeline-block-a30').getAttribute('data-status')).toBe('open_untagged');
  });

  it('selects one, a shift-range, a whole cluster and all', async () => {
    await open();
    fireEvent.click(screen.getByTestId('activity-select-a30'));
    expect(count()).toBe('1');
    fireEvent.click(screen.getByTestId('activity-select-a90'), { shiftKey: true });
    expect(count()).toBe('3'); // a30, a60, a90
    expect(row('a60').getAttribute('aria-selected')).toBe('true');
    expect(row('a0').getAttribute('aria-selected')).toBe('false');

    fireEvent.click(screen.getByTestId('cluster-select-1')); // Outlook: a90 already, a120 too now
    expect(count()).toBe('4');
    fireEvent.click(screen.getByTestId('cluster-select-1'));
    expect(count()).toBe('2');

    fireEvent.click(screen.getByTestId('select-all'));
    expect(count()).toBe('5');
    fireEvent.click(screen.getByTestId('select-all'));
    expect(count()).toBe('0');
  });

  it('answers the keyboard: a selects all, Esc clears, ← and → change the date', async () => {
    await open();
    key('a');
    expect(count()).toBe('5');
    key('Escape');
    expect(count()).toBe('0');
    key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day?date=2026-11-21'));
    key('ArrowLeft');
    key('ArrowLeft');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day?date=2026-11-19'));
  });

  it('keeps the selection and what prepare booking found to their date: another date starts without them, also on the way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    await open(); // every date of the fake API holds the same activities: only the date tells them apart
    fireEvent.click(screen.getByTestId('activity-select-a0'));
    fireEvent.click(screen.getByTestId('action-prepare'));
    await screen.findByTestId('prepare-untagged');
    expect([count(), row('a30').hasAttribute('data-highlighted')]).toEqual(['1', true]);

    key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day?date=2026-11-21'));
    await screen.findByTestId('activity-row-a0');
    expect([count(), row('a30').hasAttribute('data-highlighted'), screen.queryByTestId('prepare-untagged')]).toEqual(['0', false, null]);
    key('ArrowLeft');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day?date=2026-11-20'));
    await screen.findByTestId('activity-row-a0');
    expect([count(), row('a30').hasAttribute('data-highlighted'), screen.queryByTestId('prepare-untagged')]).toEqual(['0', false, null]);
  });

  it('tags the selection to a contact (t), shows it at once and refetches the day once', async () => {
    const { calls } = await open();
    fireEvent.click(screen.getByTestId('activity-select-a0'));
    fireEvent.click(screen.getByTestId('activity-select-a60'), { shiftKey: true });
    key('t');
    const picker = within(await screen.findByTestId('contact-picker')).getByRole('combobox');
    fireEvent.change(picker, { target: { value: 'Atel' } });
    fireEvent.click(await screen.findByRole('option', { name: 'C1006 Atelier Noord' }));
    const overviewsBefore = calls.filter((c) => c.path === '/v1/rpc/activities/overview').length;
    fireEvent.click(screen.getByTestId('tag-apply'));

    await waitFor(() => expect(row('a60').getAttribute('data-status')).toBe('open_tagged'));
    expect(calls.find((c) => c.path === '/v1/rpc/logs/batch-edit')?.body).toEqual({ logs: ['a0', 'a30', 'a60'], contact_id: CONTACT.id, internal: false });
    expect(row('a0').textContent).toContain('C1006 Atelier Noord');
    expect(row('a90').getAttribute('data-status')).toBe('open_untagged');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/rpc/activities/overview').length).toBe(overviewsBefore + 1));
  });

  it('marks the activities prepare booking finds untagged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    await open([{ ...excel(0), contact_id: CONTACT.id, display_status: 'open_tagged' }, excel(30), outlook(60)]);
    fireEvent.click(await screen.findByTestId('action-prepare'));
    expect((await screen.findByTestId('prepare-untagged')).textContent).toBe('2 activities are not tagged yet (highlighted).');
    expect(row('a30').hasAttribute('data-highlighted')).toBe(true);
    expect(row('a60').hasAttribute('data-highlighted')).toBe(true);
    expect(row('a0').hasAttribute('data-highlighted')).toBe(false);
  });

  it('publishes a locked day with unbooked time only after the confirmation, then is read-only', async () => {
    const booked = { ...excel(0), status: 'booked' as const, display_status: 'booked', contact_id: CONTACT.id, project_id: 'p1' };
    const ignored = { ...outlook(30), status: 'ignored' as const, display_status: 'ignored_untagged' };
    const { calls } = await open([booked, { ...ignored, id: 'a120' }], { status: 'locked' });
    await waitFor(() => expect(screen.getByTestId('day-banner').getAttribute('data-status')).toBe('locked'));
    expect(screen.queryByTestId('select-all')).toBeNull();
    expect(screen.getByTestId('init-publish-warning').textContent).toBe('This day has 0:25 of unbooked time. It will not be published.');

    fireEvent.click(screen.getByTestId('action-publish'));
    expect((await screen.findByTestId('publish-warning')).textContent).toContain('0:25');
    expect(calls.some((c) => c.path === '/v1/rpc/days/publish')).toBe(false);
    fireEvent.click(screen.getByTestId('publish-confirm'));

    await waitFor(() => expect(screen.getByTestId('day-status').getAttribute('data-status')).toBe('published'));
    expect(calls.find((c) => c.path === '/v1/rpc/days/publish')?.body).toEqual({ day_id: DAY_ID, confirm: true });
    expect(screen.getByTestId('day-banner').getAttribute('data-status')).toBe('published');
    expect(screen.queryByTestId('action-publish')).toBeNull();
    expect(screen.queryByTestId(`activity-select-${booked.id}`)).toBeNull();
    expect(row(booked.id).getAttribute('data-status')).toBe('published');
  });

  it('shows where a published day’s hours went: the day’s push state with the system’s message, and each activity’s', async () => {
    const published = (a: Activity) => ({ ...a, status: 'published' as const, display_status: 'published', contact_id: CONTACT.id, project_id: 'p1', day_status: 'published' as const });
    const push = (activity_id: string, status: ActivitySyncState['status'], error_message: string | null = null): ActivitySyncState => ({
      activity_id,
      system: 'harvest',
      status,
      external_id: status === 'done' ? '636700001' : null,
      error_code: error_message ? 'invalid_request' : null,
      error_message,
      attempts: 1,
      next_attempt_at: null,
    });
    const sync: DaySyncState = { day_id: DAY_ID, status: 'error', activities: [push('a0', 'done'), push('a30', 'error', 'Project not mapped to Harvest')] };
    await open([published(excel(0)), published(excel(30))], { status: 'published' }, sync);

    const state = await screen.findByTestId('day-sync');
    expect(state.dataset.syncStatus).toBe('error');
    expect(screen.getByTestId('day-sync-status').textContent).toBe('Synchronization failed');
    expect(screen.getByTestId('day-sync-error').textContent).toBe('Project not mapped to Harvest');
    expect(screen.queryByTestId('day-sync-errors-link')).toBeNull(); // the sync-error list is for administrators
    expect(screen.getByTestId('activity-sync-a0').dataset.syncStatus).toBe('done');
    expect(screen.getByTestId('activity-sync-a30').getAttribute('aria-label')).toBe('Harvest: Synchronization failed — Project not mapped to Harvest');
  });

  it('shows no sync state on a published day nothing was pushed from (no connection)', async () => {
    const { calls } = await open([{ ...excel(0), status: 'published', display_status: 'published', day_status: 'published' }], { status: 'published' });
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/rpc/days/external-crm/status')).toBe(true));
    expect(screen.getByTestId('day-banner').getAttribute('data-status')).toBe('published');
    expect(screen.queryByTestId('day-sync')).toBeNull();
    expect(screen.queryByTestId('activity-sync-a0')).toBeNull();
  });
});
