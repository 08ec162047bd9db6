import { FunctionField, useLocaleState, type RaRecord } from 'react-admin';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { formatDate } from './dates.js';

/** The product's locales (product-spec §1) for formatting. */
const INTL_LOCALES: Record<string, string> = { nl: 'nl-NL', en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return INTL_LOCALES[locale] ?? locale;
}

interface FieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** A local date (YYYY-MM-DD, as days are) in the reader's language. */
export function LocalDateField({ source }: FieldProps) {
  const locale = useIntlLocale();
  return (
    <FunctionField<RaRecord>
      source={source}
      render={(record) => (typeof record[source] === 'string' ? formatDate(record[source], locale, { day: 'numeric', month: 'short', year: 'numeric' }) : '')}
    />
  );
}

/** A moment as a time of day (or date and time) in the signed-in user's time zone, where their days are. */
export function LocalTimeField({ source, withDate = false }: FieldProps & { withDate?: boolean }) {
  const locale = useIntlLocale();
  const timeZone = useCurrentUser()?.time_zone;
  const format = new Intl.DateTimeFormat(locale, {
    ...(timeZone ? { timeZone } : {}),
    ...(withDate ? { dateStyle: 'medium' as const } : {}),
    timeStyle: 'short',
  });
  return <FunctionField<RaRecord> source={source} render={(record) => (record[source] ? format.format(new Date(String(record[source]))) : '')} />;
}
