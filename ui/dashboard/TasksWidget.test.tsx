// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../common/testScreen.js';
import type { OnboardingTask } from '../providers/dashboardMethods.js';
import { TasksWidget } from './TasksWidget.js';
import { WelcomeWidget } from './WelcomeWidget.js';

afterEach(cleanup);

const USER = '00000000-0000-4000-8000-000000000001';
const task = (key: OnboardingTask['key'], type: OnboardingTask['type'], overrides: Partial<OnboardingTask> = {}): OnboardingTask => ({
  id: key,
  key,
  type,
  user_id: USER,
  reward: 0,
  is_required: false,
  is_ignored: false,
  completed_at: null,
  progress: null,
  ...overrides,
});

/** The API's onboarding calls over a list the test holds: DELETE puts a task aside, as the server does. */
function onboardingApi(tasks: OnboardingTask[]) {
  const dismissed: string[] = [];
  const api = (url: URL, method: string) => {
    if (method === 'DELETE') {
      const key = url.pathname.split('/').at(-1)!;
      dismissed.push(key);
      return { data: { ...tasks.find((entry) => entry.key === key)!, is_ignored: true } };
    }
    const data = tasks.map((entry) => ({ ...entry, is_ignored: dismissed.includes(entry.key) }));
    return { data, meta: { pagination: { count: data.length, total: data.length, per_page: 100, current_page: 1, total_pages: 1 } } };
  };
  return { api, dismissed };
}

const TASKS = [
  task('desktop_detector', 'detection', { completed_at: '2026-11-20T09:00:00Z' }),
  task('first_day_published', 'essential'),
  task('day_processing_unlocked', 'essential', { progress: { done: 3, required: 7 } }),
  task('two_factor_enabled', 'security'),
];

describe('the onboarding widgets', () => {
  it('list the tasks by type, done ones ticked, and put one aside with Skip', async () => {
    const { api, dismissed } = onboardingApi(TASKS);
    await renderScreen(<TasksWidget />, { path: '/', at: '/', language: 'en', api });
    const widget = await screen.findByTestId('dashboard-tasks');
    await within(widget).findByText('Detection');
    expect(within(widget).getAllByRole('listitem').map((item) => item.getAttribute('data-testid')).filter(Boolean)).toEqual([
      'task-desktop_detector',
      'task-first_day_published',
      'task-day_processing_unlocked',
      'task-two_factor_enabled',
    ]);
    expect(screen.getByTestId('task-desktop_detector').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('task-day_processing_unlocked').textContent).toContain('3 of 7 days published');

    fireEvent.click(within(screen.getByTestId('task-two_factor_enabled')).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByTestId('task-two_factor_enabled')).toBeNull());
    expect(dismissed).toEqual(['two_factor_enabled']);
  });

  it('welcome the person with their progress and the published days day processing still waits for', async () => {
    const { api } = onboardingApi(TASKS);
    await renderScreen(<WelcomeWidget tasksShown={false} onToggleTasks={() => undefined} />, { path: '/', at: '/', language: 'nl', api });
    expect((await screen.findByTestId('day-processing-remaining')).textContent).toBe('Nog 4 gepubliceerde dagen tot dagverwerking');
    expect(screen.getByTestId('dashboard-welcome').textContent).toContain('1 van 4 taken gedaan');
  });
});
