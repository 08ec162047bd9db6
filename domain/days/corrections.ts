import { detectedDuration, type Activity } from './activity.js';

type RoundType = 'regular' | 'up' | 'down';

export interface BlockSettings {
  /** Seconds; durations are corrected to whole blocks of it. */
  readonly blockSize: number;
  readonly roundType: RoundType;
  /** Percentage of a block: with regular rounding a remainder at least this large counts as a whole block. 0 always rounds up. */
  readonly ignoreThreshold: number;
}

export function roundToBlocks(seconds: number, settings: BlockSettings): number {
  const { blockSize, roundType, ignoreThreshold } = settings;
  const whole = Math.floor(seconds / blockSize);
  const remainder = seconds - whole * blockSize;
  if (remainder === 0) return seconds;
  const up =
    roundType === 'up' ||
    (roundType === 'regular' && (ignoreThreshold === 0 || remainder >= (blockSize * ignoreThreshold) / 100));
  return (up ? whole + 1 : whole) * blockSize;
}

export function isWholeBlocks(seconds: number, blockSize: number): boolean {
  return seconds % blockSize === 0;
}

/** What rounding makes of an activity: its detected time in whole blocks. */
export function roundedDuration(activity: Pick<Activity, 'started_at' | 'ended_at'>, settings: BlockSettings): number {
  return roundToBlocks(detectedDuration(activity), settings);
}

/**
 * What rounding every activity ("Alles afronden") may change: a duration the person set by hand is theirs, and
 * only rounded again when they ask for it too.
 */
export function roundable<A extends Pick<Activity, 'corrected_by_hand'>>(booked: readonly A[], includeSetByHand: boolean): A[] {
  return includeSetByHand ? [...booked] : booked.filter((activity) => !activity.corrected_by_hand);
}
