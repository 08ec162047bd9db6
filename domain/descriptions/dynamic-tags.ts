import { DateTime } from 'luxon';

/** The periods a dynamic tag names, and how far from now (product-spec §3: current, next and previous). */
const PERIODS = ['month', 'quarter', 'year'] as const;
const OFFSETS = { previous: -1, current: 0, next: 1 } as const;
type Period = (typeof PERIODS)[number];
type Offset = keyof typeof OFFSETS;

/** Every dynamic tag a description may hold, e.g. `{current_month}`: one list, the screen's help shows it. */
export const DYNAMIC_TAGS: readonly string[] = (Object.keys(OFFSETS) as Offset[]).flatMap((offset) => PERIODS.map((period) => `{${offset}_${period}}`));

const TAG = /\{(previous|current|next)_(month|quarter|year)\}/g;

/** When and for whom a description is shown: the moment, the person's zone and language. */
export type Expansion = { readonly now: string; readonly timeZone: string; readonly locale: string };

/**
 * A description with its dynamic tags written out as the person reads them on the day they book: `{current_month}`
 * in March 2026 is "maart 2026" in Dutch and "March 2026" in English, `{previous_quarter}` "Q4 2025",
 * `{next_year}` "2027". The month is the person's local month, so the last evening of a month is still that month.
 */
export function expandDynamicTags(description: string, { now, timeZone, locale }: Expansion): string {
  const local = DateTime.fromISO(now, { zone: timeZone }).setLocale(locale);
  return description.replace(TAG, (_tag, offset: Offset, period: Period) => {
    const moment = local.plus({ [`${period}s`]: OFFSETS[offset] });
    if (period === 'month') return moment.toFormat('LLLL yyyy');
    if (period === 'quarter') return `Q${moment.quarter} ${moment.year}`;
    return String(moment.year);
  });
}
