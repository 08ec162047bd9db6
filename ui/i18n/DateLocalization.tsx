import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { deDE, enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import type { LanguageCode } from '../providers/domain.js';
import { DEFAULT_LANGUAGE, isLanguage } from './index.js';

/** The pickers' own texts (open the calendar, the months' buttons, clear) in the interface language. */
const PICKER_TEXTS: Record<LanguageCode, typeof nlNL> = { nl: nlNL, en: enUS, de: deDE, fr: frFR };

/**
 * Date pickers (@mui/x-date-pickers, through luxon) in the interface language's locale: its date order,
 * separators and first day of the week, and their texts. At the app's root, inside react-admin's context.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const [language] = useLocaleState();
  const locale = useIntlLocale();
  const texts = PICKER_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale} localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
}
