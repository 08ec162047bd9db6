import { describe, expect, it } from 'vitest';
import { DAYS_PER_ACCEPTED_INVITE, TRIAL_DAYS, trialAt, trialHeader } from './trial.js';

const created = new Date('2026-03-01T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the trial', () => {
  it('runs 14 days from the firm’s creation, counting a day begun as a whole one', () => {
    expect(trialAt(created, TRIAL_DAYS, created)).toMatchObject({ trial_days: 14, remaining_days: 14, ends_at: at('2026-03-15T09:00:00Z') });
    expect(trialAt(created, TRIAL_DAYS, at('2026-03-02T08:00:00Z')).remaining_days).toBe(14);
    expect(trialAt(created, TRIAL_DAYS, at('2026-03-02T09:00:00Z')).remaining_days).toBe(13);
    expect(trialAt(created, TRIAL_DAYS, at('2026-03-15T08:59:59Z')).remaining_days).toBe(1);
    expect(trialAt(created, TRIAL_DAYS, at('2026-03-15T09:00:00Z')).remaining_days).toBe(0);
    expect(trialAt(created, TRIAL_DAYS, at('2026-03-20T09:00:00Z')).remaining_days).toBe(-5);
  });

  it('lasts 3 days longer for every accepted invitation', () => {
    const twoInvites = TRIAL_DAYS + 2 * DAYS_PER_ACCEPTED_INVITE;
    expect(trialAt(created, twoInvites, at('2026-03-15T09:00:00Z'))).toMatchObject({ trial_days: 20, remaining_days: 6, ends_at: at('2026-03-21T09:00:00Z') });
  });

  it('says "trial days;remaining days" in its header while it runs', () => {
    expect(trialHeader(trialAt(created, 17, at('2026-03-05T09:00:00Z')), () => 0.5)).toBe('17;13');
  });

  it('says a random count from -1 to -30 once it has run out, not how long ago', () => {
    const ended = trialAt(created, TRIAL_DAYS, at('2026-03-16T09:00:00Z'));
    expect(trialHeader(ended, () => 0)).toBe('14;-1');
    expect(trialHeader(ended, () => 0.999)).toBe('14;-30');
    expect(trialHeader(trialAt(created, TRIAL_DAYS, at('2026-03-15T09:00:00Z')), () => 0.5)).toBe('14;-16');
  });
});
