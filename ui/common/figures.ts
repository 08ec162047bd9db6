/**
 * How the portal shows its figures (docs/figures.md): one notation per place, in the reader's language.
 * - A duration is hours and minutes, 7:42, on every screen of the day flow (day, week, dashboard, manager) and for
 *   block sizes and corrections; a person's hours are read as time.
 * - Reports (and what they export) add hours up: decimal hours with two decimals and the language's separator,
 *   127,00 in nl, de and fr, 127.00 in en.
 * Figures are whole seconds until they are shown, and rounded once, when shown. A total shown beside its rows is
 * the sum of the rows as they are shown, so a column always adds up to its total.
 */

/** Seconds as whole minutes, half a minute up: the one rounding of a figure shown as h:mm. */
export const shownMinutes = (seconds: number | null | undefined): number => Math.max(0, Math.round((seconds ?? 0) / 60));

/** Seconds as hours and minutes, 1:05. */
export function formatDuration(seconds: number | null | undefined): string {
  const total = shownMinutes(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The total of rows shown as h:mm, in seconds: the sum of the rows as shown, so that they add up to it. */
export const durationTotal = (rows: ReadonlyArray<number | null | undefined>): number => rows.reduce<number>((sum, seconds) => sum + shownMinutes(seconds) * 60, 0);

/** Seconds as hundredths of an hour, half up: the one rounding of a figure shown in decimal hours. */
const shownHundredths = (seconds: number | null | undefined): number => Math.round(((seconds ?? 0) / 3600) * 100);

/** Durations (seconds) as reports show them: hours with two decimals in the reader's language, 12,50 or 12.50. */
export function formatHours(seconds: number | null | undefined, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(shownHundredths(seconds) / 100);
}

/** A part of a whole as a whole percentage in the reader's language: 81% in nl and en, 81 % in de and fr. */
export function formatShare(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** The total of rows shown in decimal hours, in seconds: the sum of the rows as shown. */
export const hoursTotal = (rows: ReadonlyArray<number | null | undefined>): number => rows.reduce<number>((sum, seconds) => sum + shownHundredths(seconds) * 36, 0);

/** Hours with two decimals and a dot, for files other programs read (CSV). */
export function plainHours(seconds: number | null | undefined): string {
  return (shownHundredths(seconds) / 100).toFixed(2);
}

/** A number a person typed or will edit (a custom field's decimal), in the reader's language without grouping: 7,5 or 7.5. */
export function formatEditableNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
