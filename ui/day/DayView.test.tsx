// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import type { Activity } from '../providers/domain.js';
import DayScreen from './DayScreen.js';
import { clustersOf, DAY_ID, testActivity } from './testing.js';

afterEach(() => cleanup());

const BOOKED = { status: 'booked', display_status: 'booked', contact_id: '00000000-0000-4000-8000-0000000000c7', project_id: 'p-beta' } as const;
const project = (id: string, name: string, code: string | null) => ({ id, name, code, formatted_name: name, parent_id: null, level: 1, internal: false, dimension_level_id: 'l1' });
// As the API gives them: neither by name nor by code.
const PROJECTS = [project('p-gamma', 'Gamma', 'P2'), project('p-alpha', 'Alpha', 'P3'), project('p-beta', 'Beta', 'P1')];

/** A day of the person whose day_processing preference has these values; what the API was asked is in calls. */
function dayWith(dayProcessing: Record<string, unknown>, activities: Activity[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    calls.push({ method, path, body });
    if (path === '/v1/days') return [testDay('2026-11-20', { id: DAY_ID, activity_count: activities.length })];
    if (path === `/v1/days/${DAY_ID}`) return { data: { ...testDay('2026-11-20', { id: DAY_ID }), detected_after_publishing: [] } };
    if (path === '/v1/rpc/activities/overview') return { data: clustersOf(activities) };
    if (path === '/v1/preferences') return { data: Object.entries(dayProcessing).map(([key, value]) => ({ chapter: 'day_processing', key, value, source: 'user' })) };
    if (path === '/v1/contacts') return [{ id: '00000000-0000-4000-8000-0000000000c7', name: 'Atelier Noord', formatted_name: 'Atelier Noord' }];
    if (path === '/v1/activity_notes') return { data: [], meta: { pagination: { count: 0, total: 0 } } };
    if (path === '/v1/dimension_levels/1/dimensions') return PROJECTS;
    if (path.startsWith('/v1/dimension_levels/')) return [];
    // Beta booked 9 times in the last 12 months, Alpha twice, Gamma never.
    if (path === '/v1/rpc/reports/interval/dimensions') {
      const row = (id: string, count: number) => ({ period: '2026-10', key: { project_id: id, subproject_id: null, working_code_id: null }, name: id, activity_count: count, duration: 0, booked_duration: 0, published_duration: 0 });
      return { data: [row('p-beta', 5), row('p-alpha', 2), row('p-beta', 4)], meta: {} };
    }
    if (path === '/v1/rpc/logs/batch-edit') return { data: [] };
    if (path === '/v1/rpc/days/external-crm/status') return { data: { day_id: DAY_ID, status: 'unknown', activities: [] } };
    if (path === '/v1/rpc/appointments/pending') return { data: [] };
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, calls };
}

async function open(dayProcessing: Record<string, unknown>, activities: Activity[]) {
  const fake = dayWith(dayProcessing, activities);
  await renderScreen(<DayScreen />, { path: '/day', at: '/day?date=2026-11-20', api: fake.api });
  await screen.findByTestId(`activity-row-${activities.at(-1)!.id}`);
  await waitFor(() => expect(screen.getByTestId('day-screen').getAttribute('aria-busy')).toBe('false'));
  return fake;
}

const block = (activity: Activity) => screen.queryByTestId(`timeline-block-${activity.id}`);
const press = (key: string) => act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

describe('the day screen as the person set day_processing', () => {
  it('leaves booked activity off the timeline, says how many, and shows it again in one click', async () => {
    const [unbooked, booked] = [testActivity({ minute: 0 }), testActivity({ minute: 30, ...BOOKED })];
    await open({ show_activity_booked: false }, [unbooked, booked]);
    expect(block(unbooked)).not.toBeNull();
    expect(block(booked)).toBeNull();
    // The list still has every activity: only the timeline leaves it out.
    expect(screen.getByTestId(`activity-row-${booked.id}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('timeline-hidden'));
    expect(block(booked)).not.toBeNull();
    expect(screen.getByTestId('timeline-hidden').textContent).toBe('Hide again');
  });

  it('leaves unbooked activity off the timeline', async () => {
    const [unbooked, booked] = [testActivity({ minute: 0 }), testActivity({ minute: 30, ...BOOKED })];
    await open({ show_activity_unbooked: false }, [unbooked, booked]);
    expect(block(unbooked)).toBeNull();
    expect(block(booked)).not.toBeNull();
    expect(screen.getByTestId('timeline-hidden').textContent).toBe('1 activity hidden: show');
  });

  it('shows every activity, with no hint, by default', async () => {
    const activities = [testActivity({ minute: 0 }), testActivity({ minute: 30, ...BOOKED })];
    await open({}, activities);
    for (const activity of activities) expect(block(activity)).not.toBeNull();
    expect(screen.queryByTestId('timeline-hidden')).toBeNull();
    expect(screen.getByTestId('timeline').dataset.minified).toBeUndefined();
  });

  it('shows activity shorter than short_duration compactly, and the rest in full', async () => {
    const [short, long] = [testActivity({ minute: 0, minutes: 4 }), testActivity({ minute: 30, minutes: 25 })];
    await open({ short_duration: 300 }, [short, long]);
    expect(screen.getByTestId(`activity-row-${short.id}`).dataset.compact).toBe('true');
    expect(screen.getByTestId(`activity-row-${long.id}`).dataset.compact).toBeUndefined();
  });

  it('minifies the timeline when asked', async () => {
    const activity = testActivity({ minute: 0 });
    await open({ timeline_minified: true }, [activity]);
    expect(screen.getByTestId('timeline').dataset.minified).toBe('true');
    expect(block(activity)!.style.height).toBe('6px');
  });

  /** Opens the booking picker's projects on a day whose preference sorts them so; they come in the expected order. */
  async function expectProjects(sort: string, expected: string[]) {
    const activity = testActivity({ minute: 0, contact_id: '00000000-0000-4000-8000-0000000000c7', display_status: 'open_tagged' });
    await open({ sort_dimensions: sort }, [activity]);
    fireEvent.click(screen.getByTestId(`activity-select-${activity.id}`));
    press('b');
    const picker = within(await screen.findByTestId('project-picker')).getByRole('combobox');
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    fireEvent.mouseDown(picker);
    // Usage is read when the picker opens: the order follows once it is.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(expected));
    cleanup();
  }

  it('orders the booking picker by code, by name, or as the API gave them', async () => {
    await expectProjects('code', ['Beta', 'Gamma', 'Alpha']);
    await expectProjects('name', ['Alpha', 'Beta', 'Gamma']);
    await expectProjects('none', ['Gamma', 'Alpha', 'Beta']);
  });

  it('orders the booking picker by how often the person booked each project in the last 12 months', async () => {
    await expectProjects('usage', ['Beta', 'Alpha', 'Gamma']);
  });

  async function tagDialogOptions(place: string) {
    const activity = testActivity({ minute: 0 });
    const fake = await open({ sort_internal_top: place }, [activity]);
    fireEvent.click(screen.getByTestId(`activity-select-${activity.id}`));
    press('t');
    const picker = within(await screen.findByTestId('contact-picker')).getByRole('combobox');
    fireEvent.mouseDown(picker);
    await screen.findByRole('option', { name: 'Atelier Noord' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    return { fake, options, activity };
  }

  it('offers Internal at the top of the tag dialog’s list, and picking it marks the selection internal', async () => {
    const { fake, options, activity } = await tagDialogOptions('first');
    expect(options.map((option) => option.textContent)).toEqual(['Internal', 'Atelier Noord']);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(fake.calls.find((call) => call.path === '/v1/rpc/logs/batch-edit')?.body).toEqual({ logs: [activity.id], contact_id: null, internal: true }));
    await waitFor(() => expect(screen.queryByTestId('contact-picker')).toBeNull());
  });

  it('offers Internal at the bottom of the list, or (default) only as the Internal action', async () => {
    expect((await tagDialogOptions('last')).options.map((option) => option.textContent)).toEqual(['Atelier Noord', 'Internal']);
    cleanup();
    expect((await tagDialogOptions('default')).options.map((option) => option.textContent)).toEqual(['Atelier Noord']);
  });
});
