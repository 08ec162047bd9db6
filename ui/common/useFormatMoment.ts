import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { useIntlLocale } from './DateTimeFields.js';

/** Formats a moment (ISO date-time) in the reader's language and the signed-in person's zone: 'di 10 mrt, 09:30'. */
export function useFormatMoment(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): (moment: string) => string {
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const format = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
  return (moment) => format.format(new Date(moment));
}
