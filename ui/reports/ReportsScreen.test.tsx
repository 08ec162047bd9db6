// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { ReportRow } from '../providers/domain.js';
import ReportsScreen from './ReportsScreen.js';

// The chart library measures its container, which jsdom cannot; the chart's data is tested in reportTable.test.ts.
vi.mock('./ReportChart.js', () => ({ default: ({ series }: { series: Array<{ label: string }> }) => <div data-testid="report-chart">{series.map((s) => s.label).join('|')}</div> }));

afterEach(cleanup);

const row = (period: string, key: ReportRow['key'], name: string | null, duration: number, booked = duration, published = 0, count = 1): ReportRow => ({
  period,
  key,
  name,
  duration,
  booked_duration: booked,
  published_duration: published,
  activity_count: count,
});

const answers: Record<string, ReportRow[]> = {
  contacts: [
    row('2026-10', { contact_id: 'c1', internal: false }, 'Koffiebranderij Boon', 45_000, 45_000, 36_000, 4),
    row('2026-11', { contact_id: 'c1', internal: false }, 'Koffiebranderij Boon', 1_800),
    row('2026-11', { contact_id: null, internal: true }, null, 10_920, 0, 0, 2),
  ],
  sources: [row('2026-11', { source_type: 'email' }, 'email', 3_600)],
};

function api(calls: Array<{ kind: string; body: unknown }>): FakeApi {
  return (url, _method, body) => {
    const kind = url.pathname.split('/').pop()!;
    calls.push({ kind, body });
    const { end } = body as { end: string };
    if (end === '2027-03-31') throw new ApiError(422, { status: 422, code: 'validation_failed', title: 'Please check all fields and try again', errors: { end: ['A report covers at most 12 months.'] } });
    const data = answers[kind] ?? [];
    const sum = (field: 'duration' | 'booked_duration' | 'published_duration' | 'activity_count') => data.reduce((total, r) => total + r[field], 0);
    return {
      data,
      meta: { start: '', end, group_by: 'month', totals: { duration: sum('duration'), booked_duration: sum('booked_duration'), published_duration: sum('published_duration'), activity_count: sum('activity_count') } },
    };
  };
}

describe('the reports screen', () => {
  it('shows the last 12 months by month per contact, with the API’s totals in hours with two decimals', async () => {
    const calls: Array<{ kind: string; body: unknown }> = [];
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports', api: api(calls), language: 'nl' });

    const table = await screen.findByTestId('report-table');
    expect(calls[0]).toEqual({ kind: 'contacts', body: { start: expect.stringMatching(/^\d{4}-\d{2}-01$/), end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), group_by: 'month' } });
    const rows = within(table).getAllByRole('row').map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Contact', 'Totaal', 'Geboekt', 'Gepubliceerd', 'Activiteiten', 'Aandeel'],
      ['Koffiebranderij Boon', '13,00', '13,00', '10,00', '5', '81%'],
      ['Intern', '3,03', '0,00', '0,00', '2', '19%'],
      ['Totaal', '16,03', '13,00', '10,00', '7', '100%'],
    ]);
    expect(screen.getByTestId('report-total-duration').getAttribute('title')).toBe('16:02'); // h:mm on hover
    expect(screen.getByTestId('report-chart').textContent).toBe('Koffiebranderij Boon|Intern');
  });

  it('asks the API for another kind when a tab is chosen', async () => {
    const calls: Array<{ kind: string; body: unknown }> = [];
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports?start=2026-10-01&end=2026-11-30&group=week', api: api(calls) });
    await screen.findByTestId('report-table');

    fireEvent.click(screen.getByTestId('report-tab-sources'));
    await waitFor(() => expect(screen.getByTestId('report-table').textContent).toContain('Email'));
    expect(calls.at(-1)).toEqual({ kind: 'sources', body: { start: '2026-10-01', end: '2026-11-30', group_by: 'week' } });
    expect(screen.getByTestId('location').textContent).toBe('/reports?start=2026-10-01&end=2026-11-30&group=week&tab=sources');
  });

  it('shows the API’s field error on the field when the interval is longer than 12 months', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports?start=2026-01-01&end=2027-03-31', api: api([]) });

    expect(await screen.findByText('A report covers at most 12 months.')).toBeTruthy();
    expect(screen.getByTestId('report-end').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('report-table')).toBeNull();
  });
});

describe('the timesheets tab', () => {
  it("shows a month's person × day grid from the users report by day, its totals the sums of its cells", async () => {
    const calls: Array<{ kind: string; body: unknown }> = [];
    answers.users = [
      row('2026-10-01', { user_id: 'u1' }, 'Ada Admin', 27_000),
      row('2026-10-02', { user_id: 'u1' }, 'Ada Admin', 1_800),
      row('2026-10-01', { user_id: 'u2' }, 'Bo Boekhouder', 3_600),
    ];
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports?tab=timesheets&month=2026-10', api: api(calls), language: 'nl' });

    const sheet = await screen.findByTestId('timesheet');
    expect(calls.at(-1)).toEqual({ kind: 'users', body: { start: '2026-10-01', end: '2026-10-31', group_by: 'day' } });
    const rows = within(sheet).getAllByRole('row').map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows[0]).toHaveLength(1 + 31 + 1);
    expect(rows.map((cells) => [cells[0], cells[1], cells[2], cells.at(-1)])).toEqual([
      ['Medewerker', '1', '2', 'Totaal'],
      ['Ada Admin', '7,50', '0,50', '8,00'],
      ['Bo Boekhouder', '1,00', '', '1,00'],
      ['Totaal', '8,50', '0,50', '9,00'],
    ]);
    expect(screen.getByTestId('timesheet-print')).toBeTruthy();
  });

  it('takes a month typed in the person’s locale (nl: MM-yyyy) and asks for that month once it is whole', async () => {
    const calls: Array<{ kind: string; body: unknown }> = [];
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports?tab=timesheets&month=2026-10', api: api(calls), language: 'nl' });
    await screen.findByTestId('timesheet');
    const month = screen.getByTestId('timesheet-month');
    expect(month.getAttribute('value')).toBe('10-2026');

    for (const typed of ['02-0002', '02-0020', '02-0202', '02-2026']) fireEvent.change(month, { target: { value: typed } });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reports?tab=timesheets&month=2026-02'));
    expect(calls.map((call) => (call.body as { start: string }).start)).toEqual(['2026-10-01', '2026-02-01']);
    expect(calls.at(-1)?.body).toEqual({ start: '2026-02-01', end: '2026-02-28', group_by: 'day' });
  });
});

describe('typing a date in the reports', () => {
  it('reads the date in the person’s locale (nl: dd-MM-yyyy), asks for the report only once it is whole, and keeps the page', async () => {
    const calls: Array<{ kind: string; body: unknown }> = [];
    await renderScreen(<ReportsScreen />, { path: '/reports', at: '/reports?start=2026-10-01&end=2026-11-30', api: api(calls), language: 'nl' });
    await screen.findByTestId('report-table');
    const start = screen.getByTestId('report-start');
    expect(start.getAttribute('value')).toBe('01-10-2026');

    // Typing the year digit by digit passes through year 2, 20 and 202: none of them is a date to ask for.
    for (const typed of ['01-05-0002', '01-05-0020', '01-05-0202', '01-05-2026']) fireEvent.change(start, { target: { value: typed } });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reports?start=2026-05-01&end=2026-11-30'));
    expect(calls.map((call) => (call.body as { start: string }).start)).toEqual(['2026-10-01', '2026-05-01']);
    expect(await screen.findByTestId('report-table')).toBeTruthy();
  });
});
