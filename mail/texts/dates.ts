import { DateTime } from 'luxon';

/** A local date (YYYY-MM-DD) as a mail names it in the reader's language: "Monday 2 March 2026". */
export const dayOf = (date: string, language: string): string => DateTime.fromISO(date, { zone: 'utc' }).setLocale(language).toLocaleString(DateTime.DATE_HUGE);

/** Dutch and French write weekdays in lower case; a sentence that starts with one starts with a capital. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
