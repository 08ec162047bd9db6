// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../common/testScreen.js';
import type { DetectionCoverage } from '../providers/domain.js';
import { DetectionCoverageWidget } from './DetectionCoverageWidget.js';

afterEach(cleanup);

const HOUR = 3600;
const DAYS = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function coverage(overrides: Partial<DetectionCoverage> = {}): DetectionCoverage {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    time_zone: 'Europe/Amsterdam',
    weeks: { start: '2026-02-12', end: '2026-03-11' },
    schedule_source: 'user',
    weekdays: WEEKDAYS.map((weekday, index) => ({ weekday, detected: index < 5 ? 6 * HOUR : 0, scheduled: index < 5 ? 8 * HOUR : 0 })),
    days: DAYS,
    detectors: [
      {
        id: 'aw-watcher-window_laptop',
        type: 'currentwindow',
        client: 'aw-watcher-window',
        hostname: 'laptop',
        created_at: '2026-02-01T08:00:00Z',
        last_event_at: '2026-03-12T08:30:00Z',
        events_last_7_days: 3,
        days: DAYS.map((date) => ({ date, events: date === '2026-03-10' ? 1 : date === '2026-03-12' ? 2 : 0 })),
      },
    ],
    ...overrides,
  };
}

async function showWidget(answer: DetectionCoverage) {
  const calls: string[] = [];
  await renderScreen(<DetectionCoverageWidget />, {
    path: '/dashboard',
    at: '/dashboard',
    api: (url) => {
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/v1/detectors/coverage') return { data: answer };
      throw new Error(`Unexpected call ${url.pathname}`);
    },
  });
  return calls;
}

describe('the dashboard’s detection coverage', () => {
  it('draws detected hours per weekday against the work schedule, with their hours in the reader’s language', async () => {
    const calls = await showWidget(coverage());

    const monday = await screen.findByTestId('coverage-weekday-monday');
    expect([monday.dataset.detected, monday.dataset.scheduled]).toEqual([String(6 * HOUR), String(8 * HOUR)]);
    expect(monday.querySelector('title')?.textContent).toBe('Monday: 6.00 h detected, 8.00 h scheduled');
    expect(monday.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByText('Work schedule')).toBeTruthy();
    expect(screen.queryByTestId('coverage-no-schedule')).toBeNull();
    expect(calls).toEqual(['/v1/detectors/coverage']);
  });

  it('leaves out a schedule nobody chose (00:00–23:59 every day), and says so', async () => {
    await showWidget(coverage({ schedule_source: 'default', weekdays: WEEKDAYS.map((weekday) => ({ weekday, detected: HOUR, scheduled: 23 * HOUR + 59 * 60 })) }));

    const monday = await screen.findByTestId('coverage-weekday-monday');
    expect(monday.querySelectorAll('rect')).toHaveLength(1);
    expect(monday.querySelector('title')?.textContent).toBe('Monday: 1.00 h detected');
    expect(screen.getByTestId('coverage-no-schedule').textContent).toBe('No work schedule set: detected hours only.');
  });

  it('shows per detector which of the last 7 days it sent data on, and when it was last seen', async () => {
    await showWidget(coverage());

    const row = await screen.findByTestId('coverage-detector-aw-watcher-window_laptop');
    expect(row.textContent).toContain('laptop · Windows');
    expect(row.textContent).toContain('Last seen Mar 12, 2026, 9:30 AM');
    const sent = DAYS.map((date) => screen.getByTestId(`coverage-day-aw-watcher-window_laptop-${date}`).dataset.sent);
    expect(sent).toEqual(['false', 'false', 'false', 'false', 'true', 'false', 'true']);
    expect(screen.getByTestId('coverage-day-aw-watcher-window_laptop-2026-03-12').getAttribute('aria-label')).toBe('Thu, Mar 12: 2 detections');
  });

  it('says no detector is connected yet when nothing was detected', async () => {
    await showWidget(coverage({ detectors: [], weekdays: WEEKDAYS.map((weekday) => ({ weekday, detected: 0, scheduled: 8 * HOUR })) }));

    expect((await screen.findByTestId('coverage-empty')).textContent).toBe('No detector connected yet.');
  });
});
