// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../common/testScreen.js';
import type { Standing } from '../providers/subscriptionMethods.js';
import { TrialBar } from './TrialBar.js';
import { useStanding } from './useStanding.js';

afterEach(cleanup);

const standing = (overrides: Partial<Standing>): Standing => ({
  plans: true,
  status: 'trial',
  plan: null,
  plan_name: null,
  history_from: null,
  trial: { trial_days: 17, remaining_days: 9, ends_at: new Date('2026-04-01T09:00:00Z') },
  deactivation_reason: null,
  subscriptions: [],
  ...overrides,
});

/** Shows when the standing has arrived: the bar, reading the same query, has it then too. */
function Arrived() {
  return useStanding() ? <span>arrived</span> : null;
}

/** The bar, with GET /v1/subscriptions answering `answer`, once that answer has arrived. */
async function renderBar(answer: Standing) {
  await renderScreen(
    <>
      <TrialBar />
      <Arrived />
    </>,
    { path: '/', at: '/', api: (url) => (url.pathname === '/v1/subscriptions' ? { data: answer } : []) },
  );
  await screen.findByText('arrived');
}

describe('the trial bar', () => {
  it('says the days the trial has left, with the way to activate', async () => {
    await renderBar(standing({}));
    expect((await screen.findByTestId('trial-bar')).textContent).toContain('Trial: 9 days left.');
    expect(screen.getByTestId('trial-activate').getAttribute('href')).toBe('/subscription');
  });

  it('says the trial has ended and only the last 8 hours can be seen', async () => {
    await renderBar(standing({ plan: 'free', plan_name: 'Free', trial: { trial_days: 14, remaining_days: 0, ends_at: new Date('2026-03-01T09:00:00Z') } }));
    expect((await screen.findByTestId('trial-bar')).textContent).toContain('Your trial has ended');
  });

  it('is not there once the firm has activated, nor where plans are off', async () => {
    await renderBar(standing({ status: 'active', plan: 'starter', trial: null }));
    expect(screen.queryByTestId('trial-bar')).toBeNull();
    cleanup();
    await renderBar(standing({ plans: false, trial: null }));
    expect(screen.queryByTestId('trial-bar')).toBeNull();
  });
});
