import { describe, expect, it } from 'vitest';
import { historyFrom } from './plans.js';
import { isValidSubscription, standingOf, type Firm } from './subscriptions.js';

const now = new Date('2026-03-20T12:00:00Z');

describe('a subscription', () => {
  it('is valid when it has an id and no end, or an end not before now (the end itself included)', () => {
    expect(isValidSubscription({ id: 'u', ends_at: null }, now)).toBe(true);
    expect(isValidSubscription({ id: 'u', ends_at: new Date('2026-04-01T00:00:00Z') }, now)).toBe(true);
    expect(isValidSubscription({ id: 'u', ends_at: now }, now)).toBe(false);
    expect(isValidSubscription({ id: 'u', ends_at: new Date('2026-03-20T11:59:59Z') }, now)).toBe(false);
    expect(isValidSubscription({ id: null, ends_at: null }, now)).toBe(false);
  });
});

describe("a firm's standing", () => {
  const onTrial = (created: string, trialDays = 14): Firm => ({ status: 'trial', plan: null, created_at: new Date(created), trial_days: trialDays });

  it('has no limits while its trial runs, and needs no subscriptions', () => {
    expect(standingOf(onTrial('2026-03-10T12:00:00Z'), now)).toMatchObject({ plan: null, subscriptions_required: false, trial: { remaining_days: 4 } });
  });

  it('falls back to Free once its trial has run out', () => {
    expect(standingOf(onTrial('2026-03-01T12:00:00Z'), now)).toMatchObject({ plan: 'free', subscriptions_required: false, trial: { remaining_days: -5 } });
    expect(standingOf(onTrial('2026-03-01T12:00:00Z', 20), now).plan).toBeNull();
  });

  it('activated, has its plan and needs people’s subscriptions, unless it ended them (Free)', () => {
    const active = { status: 'active', created_at: new Date('2025-01-01'), trial_days: 14 } as const;
    expect(standingOf({ ...active, plan: 'starter' }, now)).toEqual({ plan: 'starter', trial: null, subscriptions_required: true });
    expect(standingOf({ ...active, plan: 'free' }, now)).toEqual({ plan: 'free', trial: null, subscriptions_required: false });
    expect(standingOf({ ...active, plan: null }, now)).toEqual({ plan: null, trial: null, subscriptions_required: false });
  });
});

describe('history', () => {
  it('reaches back 8 hours on Free, a week on Starter, a month on Insights and Professional, without limit on Premium', () => {
    const zone = 'Europe/Amsterdam';
    expect(historyFrom('free', new Date('2026-03-20T06:00:00Z'), zone)).toBe('2026-03-19');
    expect(historyFrom('free', new Date('2026-03-20T08:00:00Z'), zone)).toBe('2026-03-20');
    expect(historyFrom('starter', now, zone)).toBe('2026-03-13');
    expect(historyFrom('insights', now, zone)).toBe('2026-02-20');
    expect(historyFrom('sidekick', now, zone)).toBe('2026-02-20');
    expect(historyFrom('timesheets', now, zone)).toBeNull();
    expect(historyFrom('premium', now, zone)).toBeNull();
    expect(historyFrom(null, now, zone)).toBeNull();
  });
});
