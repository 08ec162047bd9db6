import type { DayStatus } from '../common/dayStatus.js';
import type { PrepareCorrectionsAnswer } from '../providers/domain.js';
import type { DayTotals } from './model.js';

/** The steps of the day flow (product-spec §4), in their order. */
type FlowStep = 'tag' | 'book' | 'correct' | 'publish';

export interface FlowProgress {
  /** The one step the person should take now (its action is the panel's only primary button); none when published. */
  next: FlowStep | null;
  done: Record<FlowStep, boolean>;
}

/**
 * Where a day stands in its flow. Correcting counts as done once checked with nothing left to round, or once the
 * day is locked: a locked or published day's durations are what they are.
 */
export function flowProgress(status: DayStatus, totals: DayTotals, corrections: PrepareCorrectionsAnswer | null): FlowProgress {
  const any = totals.count > 0;
  const rounded = corrections !== null && corrections.booked && corrections.proposals.every((p) => p.rounded === p.duration);
  const done: Record<FlowStep, boolean> = {
    tag: any && totals.untagged === 0,
    book: any && totals.untagged === 0 && totals.toBook === 0,
    correct: status === 'locked' || status === 'published' || (any && totals.untagged === 0 && totals.toBook === 0 && rounded),
    publish: status === 'published',
  };
  const next = status === 'published' ? null : status === 'locked' ? 'publish' : (['tag', 'book', 'correct', 'publish'] as const).find((step) => !done[step]) ?? null;
  return { next, done };
}
