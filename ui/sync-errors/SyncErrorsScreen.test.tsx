// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, testConnection, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorDisplay } from '../errors/ErrorDisplay.js';
import type { SyncError, SyncErrorQuery } from '../providers/domain.js';
import SyncErrorsScreen from './SyncErrorsScreen.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const admin = testUser({ role: 'admin', is_admin: true, is_manager: true, name_full: 'Ada Admin' });
const SANNE = '00000000-0000-4000-8000-0000000005a0';
const PIETER = '00000000-0000-4000-8000-0000000005b0';

function syncError(n: number, overrides: Partial<SyncError> = {}): SyncError {
  return {
    id: `push-${n}`,
    activity_id: `activity-${n}`,
    day_id: 'day-1',
    user_id: SANNE,
    date: '2026-11-20',
    system: 'harvest',
    dimensions: { contact_id: 'c1', project_id: 'p1', subproject_id: 's1', working_code_id: null },
    published_duration: 5_400,
    description: null,
    error: { code: 'invalid_credentials', kind: 'invalid_credentials', message: 'Harvest did not accept the token', status: 401 },
    attempts: 1,
    next_attempt_at: null,
    failed_at: '2026-11-20T17:01:00Z',
    ...overrides,
  };
}

/** The sync-error calls over a list: retry and cancel take activities off it (as a push that succeeds does). */
function syncApi(initial: SyncError[], crm = testConnection({ system: 'harvest', status: 'active' })) {
  const state = { errors: [...initial], bodies: [] as Array<{ path: string; body: unknown }> };
  const api: FakeApi = (url, _method, body) => {
    const path = url.pathname;
    if (path === '/v1/rpc/services/crm/status') return { data: crm };
    if (path === '/v1/rpc/services/ticket/status') return { data: testConnection() };
    if (path.startsWith('/v1/rpc/activities/external-crm/')) state.bodies.push({ path, body });
    if (path === '/v1/rpc/activities/external-crm/errors') {
      const query = body as SyncErrorQuery;
      const data = state.errors.filter(
        (e) => (!query.system || e.system === query.system) && (!query.error_code || e.error.code === query.error_code) && (!query.user_id || e.user_id === query.user_id),
      );
      return { data, meta: { pagination: { count: data.length, total: data.length } } };
    }
    const remove = (activities: string[]) => {
      const before = state.errors.length;
      state.errors = state.errors.filter((e) => !activities.includes(e.activity_id));
      return { data: { count: before - state.errors.length } };
    };
    if (path === '/v1/rpc/activities/external-crm/retry' || path === '/v1/rpc/activities/external-crm/cancel') return remove((body as { activities: string[] }).activities);
    if (path === '/v1/rpc/activities/external-crm/retry-all') return remove(state.errors.map((e) => e.activity_id));
    if (path === '/v1/users') return [testUser({ id: SANNE, name_full: 'Sanne Bakker' }), testUser({ id: PIETER, name_full: 'Pieter de Vries' })];
    if (path === '/v1/contacts') return [{ id: 'c1', name: 'Atelier Noord' }];
    if (path === '/v1/dimension_levels/1/dimensions') return [{ id: 'p1', name: 'Jaarrekening' }];
    if (path === '/v1/dimension_levels/2/dimensions') return [{ id: 's1', name: 'Samenstellen' }];
    throw new Error(`unexpected call ${path}`);
  };
  return { api, state };
}

/** The screen with react-admin's notifications, where the commands tell their counts. */
const open = (api: FakeApi, at = '/activities-errors', user = admin) =>
  renderScreen(
    <>
      <SyncErrorsScreen />
      <Notification />
    </>,
    { path: '/activities-errors', at, user, api },
  );

describe('the synchronization errors', () => {
  it('lists each failed push with date, employee, contact, booking, published hours, system, attempts, message and next attempt', async () => {
    const { api } = syncApi([syncError(1), syncError(2, { system: 'xero', next_attempt_at: '2099-01-01T10:00:00Z', attempts: 3, error: { code: 'unexpected_result', kind: 'unavailable', message: 'Xero is down', status: 503 } })]);
    await open(api);

    const row = await screen.findByTestId('sync-error-row-push-1');
    await waitFor(() => expect(within(row).getByText('Sanne Bakker')).toBeTruthy());
    await waitFor(() => expect(within(row).getByText('Jaarrekening / Samenstellen')).toBeTruthy());
    expect(within(row).getByText('Atelier Noord')).toBeTruthy();
    expect(within(row).getByText('1.50')).toBeTruthy();
    expect(within(row).getByText('Harvest')).toBeTruthy();
    expect(screen.getByTestId('sync-error-message-push-1').textContent).toContain('Harvest did not accept the token');
    expect(screen.getByTestId('sync-error-message-push-1').textContent).toContain('Connection refused');
    expect(screen.getByTestId('sync-error-next-push-1').textContent).toBe('Waiting for you');
    expect(screen.getByTestId('sync-error-next-push-2').textContent).toMatch(/2099/);
    expect(screen.getByTestId('sync-errors-total').getAttribute('data-count')).toBe('2');
  });

  it('says a push is in progress once its next attempt is due, without waiting for the list to be fetched again', async () => {
    // The clock is the test's; the attempt is due a second from now, before the list is fetched again (every 3 s).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const next = new Date(Date.now() + 1_000).toISOString();
      const { api } = syncApi([syncError(1, { next_attempt_at: next, error: { code: 'unexpected_result', kind: 'unavailable', message: 'Harvest is down', status: 503 } })]);
      await open(api);
      await waitFor(() => expect(screen.getByTestId('sync-error-next-push-1').textContent).toMatch(/\d/));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByTestId('sync-error-next-push-1').textContent).toBe('In progress…');
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters on system through the address and the call', async () => {
    const fake = syncApi([syncError(1), syncError(2, { system: 'xero' })]);
    await open(fake.api, '/activities-errors?system=xero');
    await screen.findByTestId('sync-error-row-push-2');
    expect(screen.queryByTestId('sync-error-row-push-1')).toBeNull();
    expect(fake.state.bodies[0]).toEqual({ path: '/v1/rpc/activities/external-crm/errors', body: { page: 1, limit: 25, system: 'xero' } });
    fireEvent.click(screen.getByTestId('sync-errors-filter-clear'));
    await screen.findByTestId('sync-error-row-push-1');
    expect(screen.getByTestId('location').textContent).toBe('/activities-errors');
  });

  it('filters on error and employee, picked in the filter bar: the address and the call carry them', async () => {
    const unexpected = { code: 'unexpected_result', kind: 'unavailable', message: 'Harvest is down', status: 503 };
    const fake = syncApi([syncError(1), syncError(2, { error: unexpected }), syncError(3, { error: unexpected, user_id: PIETER })]);
    await open(fake.api);
    await screen.findByTestId('sync-error-row-push-3');
    fireEvent.change(screen.getByTestId('sync-errors-filter-code'), { target: { value: 'unexpected_result' } });
    await waitFor(() => expect(screen.queryByTestId('sync-error-row-push-1')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Employee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pieter de Vries' })); // the users list's employees
    await waitFor(() => expect(screen.queryByTestId('sync-error-row-push-2')).toBeNull());
    expect(screen.getByTestId('sync-error-row-push-3')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/activities-errors?code=unexpected_result&user=${PIETER}`);
    expect(fake.state.bodies.at(-1)).toEqual({ path: '/v1/rpc/activities/external-crm/errors', body: { page: 1, limit: 25, error_code: 'unexpected_result', user_id: PIETER } });
  });

  it('retries one row: says how many pushes started again, and the list refreshes', async () => {
    const fake = syncApi([syncError(1), syncError(2)]);
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('sync-error-retry-push-1'));
    await screen.findByText('1 push started again.');
    expect(fake.state.bodies).toContainEqual({ path: '/v1/rpc/activities/external-crm/retry', body: { activities: ['activity-1'] } });
    expect(screen.queryByTestId('sync-error-row-push-1')).toBeNull();
    expect(screen.getByTestId('sync-error-row-push-2')).toBeTruthy();
  });

  it('retries and cancels the selection (cancel after a confirmation)', async () => {
    const fake = syncApi([syncError(1), syncError(2), syncError(3)]);
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('sync-error-select-push-1'));
    fireEvent.click(screen.getByTestId('sync-error-select-push-2'));
    expect(screen.getByTestId('sync-errors-selected').getAttribute('data-count')).toBe('2');
    fireEvent.click(screen.getByTestId('sync-errors-retry-selected'));
    await screen.findByText('2 pushes started again.');
    expect(fake.state.bodies).toContainEqual({ path: '/v1/rpc/activities/external-crm/retry', body: { activities: ['activity-1', 'activity-2'] } });
    await waitFor(() => expect(screen.getByTestId('sync-errors-selected').getAttribute('data-count')).toBe('0'));

    fireEvent.click(screen.getByTestId('sync-error-select-push-3'));
    fireEvent.click(screen.getByTestId('sync-errors-cancel-selected'));
    const dialog = await screen.findByTestId('sync-errors-confirm');
    expect(dialog.textContent).toContain('The hours of 1 activity will no longer be pushed');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await screen.findByText('1 push cancelled.');
    expect(fake.state.bodies).toContainEqual({ path: '/v1/rpc/activities/external-crm/cancel', body: { activities: ['activity-3'] } });
    await screen.findByTestId('sync-errors-empty');
  });

  it('retries all after a confirmation, and then shows that nothing failed', async () => {
    const fake = syncApi([syncError(1), syncError(2)]);
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('sync-errors-retry-all'));
    const dialog = await screen.findByTestId('sync-errors-confirm');
    expect(dialog.textContent).toContain('All 2 errors are sent to the system again now');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await screen.findByText('2 pushes started again.');
    expect(fake.state.bodies.map((b) => b.path)).toContain('/v1/rpc/activities/external-crm/retry-all');
    expect((await screen.findByTestId('sync-errors-empty')).textContent).toContain('No synchronization errors');
  });

  it('shows a refused retry in the error display (heading, message, reference) and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    const fake = syncApi([syncError(1)]);
    const api: FakeApi = (url, method, body) => {
      if (url.pathname === '/v1/rpc/activities/external-crm/retry') {
        throw new ApiError(404, { status: 404, code: 'model_not_found', title: 'Not found', message: 'These activities have no push to the external CRM.', reference: 'req-7' });
      }
      return fake.api(url, method, body);
    };
    await renderScreen(
      <>
        <ErrorDisplay />
        <SyncErrorsScreen />
      </>,
      { path: '/activities-errors', at: '/activities-errors', user: admin, api },
    );
    fireEvent.click(await screen.findByTestId('sync-error-retry-push-1'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('These activities have no push to the external CRM.');
    expect(dialog.textContent).toContain('req-7');
    expect(screen.getByTestId('sync-error-row-push-1')).toBeTruthy();
  });

  it('is for administrators only', async () => {
    const { api } = syncApi([syncError(1)]);
    await open(api, '/activities-errors', testUser());
    await screen.findByText('This overview is for administrators.');
    expect(screen.queryByTestId('sync-errors-screen')).toBeNull();
  });

  it('says that no system is connected, instead of that every hour went through, and links to the integrations', async () => {
    const { api } = syncApi([], testConnection());
    await open(api);
    const empty = await screen.findByTestId('sync-errors-nothing-connected');
    expect(empty.textContent).toContain('No system is connected yet');
    expect(empty.textContent).not.toContain('All published hours have been pushed');
    expect(within(empty).getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe('/integrations');
  });
});
