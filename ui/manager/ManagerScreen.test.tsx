// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, testUser, type FakeApi } from '../common/testScreen.js';
import type { Activity } from '../providers/domain.js';
import ManagerScreen from './ManagerScreen.js';

afterEach(cleanup);

const DAAN = '00000000-0000-4000-8000-00000000da00';
const LOTTE = '00000000-0000-4000-8000-0000000010e0';
const manager = testUser({ id: '00000000-0000-4000-8000-0000000000aa', name_full: 'Maarten de Vries', role: 'manager', is_manager: true });

function activity(overrides: Partial<Activity>): Activity {
  return {
    id: 'a1',
    user_id: DAAN,
    day_id: 'd1',
    date: '2026-11-10',
    started_at: '2026-11-10T07:00:00Z',
    ended_at: '2026-11-10T08:14:00Z',
    date_start: '2026-11-10T07:00:00Z',
    date_end: '2026-11-10T08:14:00Z',
    duration: 4_440,
    original_duration: 4_440,
    corrected_duration: null,
    published_duration: 4_500,
    contact_id: 'c1',
    partner_contact_id: null,
    customfields: {},
    internal: false,
    description: null,
    status: 'published',
    display_status: 'published',
    flags: { ignored_by_threshold: false, corrected_by_hand: false },
    source: { type: 'document', identifier: null, name: null },
    context: { title: 'Jaarrekening opstellen' },
    project_id: 'p1',
    subproject_id: 's1',
    working_code_id: 'w1',
    is_deleted: false,
    day_status: 'published',
    tagged_by: null,
    references: [],
    created_at: '2026-11-10T08:14:00Z',
    updated_at: '2026-11-10T17:00:00Z',
    ...overrides,
  };
}

const IRIS = '00000000-0000-4000-8000-00000000a1a1';
const team = [
  { id: DAAN, name_full: 'Daan Visser', is_active: true },
  { id: LOTTE, name_full: 'Lotte Smit', is_active: true },
];

const api: FakeApi = (url) => {
  const path = url.pathname;
  if (path === '/v1/users/team') return { data: team };
  if (path === '/v1/days')
    return [
      testDay('2026-11-10', { id: 'd1', user_id: DAAN, status: 'published', time_booked: 7_260, duration: 7_260 }),
      testDay('2026-11-09', { id: 'd2', user_id: LOTTE, status: 'published', time_booked: 6_360 }),
      testDay('2026-11-11', { id: 'd3', user_id: manager.id, status: 'open', time_booked: 600 }),
    ];
  if (path === '/v1/activities') return [activity({}), activity({ id: 'a2', internal: true, contact_id: null, project_id: 'p1', subproject_id: null, working_code_id: null, published_duration: 2_760 })];
  if (path === '/v1/contacts') return [{ id: 'c1', name: 'Koffiebranderij Boon' }];
  if (path === '/v1/dimension_levels/1/dimensions') return [{ id: 'p1', name: 'Jaarrekening 2026' }];
  if (path === '/v1/dimension_levels/2/dimensions') return [{ id: 's1', name: 'Samenstellen' }];
  if (path === '/v1/dimension_levels/3/dimensions') return [{ id: 'w1', name: 'Voorbereiding' }];
  if (path === '/v1/days/d1/history') return { data: [{ event_id: 'e1', type: 'DayPublished', recorded_at: '2026-11-10T17:00:00Z', user: { id: DAAN, name: 'Daan Visser' }, request: null, changes: [] }] };
  throw new Error(`unexpected call ${path}`);
};

describe('the manager view', () => {
  it('shows published days as users × days, named from the firm’s people, and one day’s bookings read-only', async () => {
    const { http } = await renderScreen(<ManagerScreen />, { path: '/manager', at: '/manager?week=2026-11-09', user: manager, api });

    const cell = await screen.findByTestId(`manager-cell-${DAAN}-2026-11-10`);
    expect(cell.textContent).toBe('2:01');
    expect(screen.getByTestId(`manager-cell-${LOTTE}-2026-11-09`).textContent).toBe('1:46');
    expect(screen.queryByTestId(`manager-row-${manager.id}`)).toBeNull(); // an open day of the manager's own is not published
    expect(screen.getAllByRole('row').map((row) => row.querySelector('th[scope=row]')?.textContent).filter(Boolean)).toEqual(['Daan Visser', 'Lotte Smit']);
    expect(screen.getByTestId('manager-total').textContent).toBe('3:47');
    const daysCall = new URL(http.mock.calls.find(([call]) => call.startsWith('/v1/days'))![0], 'http://portal.test');
    expect(daysCall.searchParams.get('date')).toBe('gte:2026-11-09');
    expect(JSON.parse(daysCall.searchParams.get('filter')!)).toEqual({ status: 'published' });

    fireEvent.click(cell);
    const detail = await screen.findByTestId('manager-day-activities');
    await waitFor(() => expect(within(detail).getByText('Jaarrekening 2026 / Samenstellen / Voorbereiding')).toBeTruthy());
    expect(within(detail).getByText('Koffiebranderij Boon')).toBeTruthy();
    expect(within(detail).getByText('Internal')).toBeTruthy();
    expect(within(detail).getByTestId('manager-day-published').textContent).toBe('2:01');
    expect(screen.getByTestId('location').textContent).toBe('/manager?week=2026-11-09&day=d1');
    // Read-only: no way to change anything, only to close the panel and open the history.
    expect(within(detail).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Close', 'History']);

    fireEvent.click(within(detail).getByTestId('manager-history-toggle'));
    const history = await within(detail).findByTestId('manager-day-history');
    expect(history.textContent).toContain('Published');
    expect(history.textContent).toContain('Daan Visser');
  });

  it('shows everyone of the firm, also who published nothing, and how many past working days each has not published', async () => {
    const withIris: FakeApi = (url, method, body) =>
      url.pathname === '/v1/users/team' ? { data: [...team, { id: IRIS, name_full: 'Iris Jansen', is_active: true }, { id: 'gone', name_full: 'Gone', is_active: false }] } : api(url, method, body);
    await renderScreen(<ManagerScreen />, { path: '/manager', at: '/manager?week=2026-11-09', user: manager, api: withIris });

    expect((await screen.findByTestId(`manager-row-${IRIS}`)).textContent).toContain('Iris Jansen');
    expect(screen.getByTestId(`manager-cell-${IRIS}-2026-11-09`).textContent).toBe('—');
    expect(screen.getByTestId(`manager-behind-${IRIS}`).textContent).toBe('5');
    expect(screen.getByTestId(`manager-behind-${DAAN}`).textContent).toBe('4');
    expect(screen.queryByTestId('manager-row-gone')).toBeNull();
  });

  it('tells a user without the manager role that the view is not theirs', async () => {
    await renderScreen(<ManagerScreen />, { path: '/manager', at: '/manager', api: () => [] });
    expect(await screen.findByText('This overview is for managers and administrators.')).toBeTruthy();
  });
});
