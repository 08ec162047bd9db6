// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { subscribeToErrors, type ErrorReport } from '../errors/reporter.js';
import { createDataProvider } from './dataProvider.js';
import type { HttpClient } from './http.js';
import { createQueryClient } from './queryClient.js';
import { useDomainCommand } from './useDomainCommand.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(http: HttpClient) {
  const queryClient = createQueryClient();
  const dataProvider = createDataProvider(http);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {children}
    </CoreAdminContext>
  );
  return { queryClient, wrapper };
}

describe('a day-flow command as a mutation', () => {
  it('calls the data provider method with its arguments and refetches days and activities', async () => {
    const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: { id: 'd1', status: 'published' } } }));
    const { queryClient, wrapper } = setup(http);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useDomainCommand('publishDay'), { wrapper });

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync(['d1', { confirm: true }]);
    });

    expect(http).toHaveBeenCalledWith('/v1/rpc/days/publish', expect.objectContaining({ method: 'POST', body: JSON.stringify({ day_id: 'd1', confirm: true }) }));
    expect(answer).toEqual({ data: { id: 'd1', status: 'published' } });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['days'], ['activities']]);
  });

  it('hands its errors to the error display, unless the screen shows them itself', async () => {
    const failure = new ApiError(422, { status: 422, code: 'prepare_booking', title: 'Not all activities are tagged yet.', reference: 'r' });
    const { wrapper } = setup(() => Promise.reject(failure));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    const reports: ErrorReport[] = [];
    const unsubscribe = subscribeToErrors((report) => reports.push(report));

    const shown = renderHook(() => useDomainCommand('prepareBooking'), { wrapper });
    const silent = renderHook(() => useDomainCommand('prepareBooking', { errorDisplay: 'none' }), { wrapper });
    act(() => shown.result.current.mutate(['d1']));
    act(() => silent.result.current.mutate(['d1']));
    await waitFor(() => expect(silent.result.current.isError && shown.result.current.isError).toBe(true));
    unsubscribe();

    expect(reports.map((report) => [report.error, report.outcome, report.area])).toEqual([[failure, 'dialog', { resource: 'days', action: 'prepareBooking' }]]);
  });

  it('hands the answer to onAnswer before the refetch, so a screen can show it at once', async () => {
    const http = vi.fn<HttpClient>(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: [{ id: 'a1', status: 'open' }] } }));
    const { queryClient, wrapper } = setup(http);
    const order: string[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => {
      order.push('refetch');
    });
    const onAnswer = vi.fn(() => order.push('answer'));
    const { result } = renderHook(() => useDomainCommand('batchEditActivities', { onAnswer }), { wrapper });

    await act(async () => {
      await result.current.mutateAsync([{ logs: ['a1'], internal: true }]);
    });

    expect(onAnswer).toHaveBeenCalledWith({ data: [{ id: 'a1', status: 'open' }] }, [{ logs: ['a1'], internal: true }]);
    expect(order).toEqual(['answer', 'refetch', 'refetch']);
  });
});
