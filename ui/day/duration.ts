/**
 * A corrected duration typed in hours (product-spec §5: durations are a multiple of the block size, 'Duration must
 * be a multiple of {blockSize} h.'). People type 0.3, 0,3 or 1:30; the API takes seconds.
 */

export type DurationCheck = { seconds: number } | { error: 'invalid' | 'block_size' };

const DECIMAL = /^\d{0,3}(?:[.,]\d+)?$/;
const CLOCK = /^(\d{1,3}):([0-5]\d)$/;

/** Hours as typed → seconds, or null when it is no duration. */
export function parseHours(text: string): number | null {
  const value = text.trim().replace(/\s*h$/i, '');
  const clock = CLOCK.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60;
  if (!value || value === '.' || value === ',' || !DECIMAL.test(value)) return null;
  return Math.round(Number(value.replace(',', '.')) * 3600);
}

/** A duration the API will take: a whole number of blocks (blockSize in seconds). */
export function checkDuration(text: string, blockSize: number): DurationCheck {
  const seconds = parseHours(text);
  if (seconds === null || seconds > 24 * 3600) return { error: 'invalid' };
  if (blockSize > 0 && seconds % blockSize !== 0) return { error: 'block_size' };
  return { seconds };
}

/** Seconds as hours for the input, in the reader's language: 0,3 or 0.3 (as many decimals as the block needs). */
export function hoursText(seconds: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: false }).format(seconds / 3600);
}
