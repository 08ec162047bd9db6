/** Durations (seconds) as reports show them: hours with two decimals in the reader's language, 12,50 or 12.50. */
export function formatHours(seconds: number | null | undefined, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format((seconds ?? 0) / 3600);
}

/** Hours with two decimals and a dot, for files other programs read (CSV). */
export function plainHours(seconds: number | null | undefined): string {
  return ((seconds ?? 0) / 3600).toFixed(2);
}
