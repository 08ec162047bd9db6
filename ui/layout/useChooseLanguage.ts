import { useAuthState, useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { LanguageCode } from '../providers/domain.js';

/**
 * Switches the portal's language at once. react-admin keeps the choice in its store (localStorage), so the next
 * visit starts in it; a signed-in user's choice is also saved as their language preference (PUT /v1/preferences/language).
 */
export function useChooseLanguage(): [string, (code: LanguageCode) => void] {
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  const choose = (code: LanguageCode) => {
    if (code === locale) return;
    setLocale(code);
    // The local choice already holds; a preference that could not be saved is not worth an error dialog.
    if (authenticated) dataProvider.setLanguage(code).catch(() => undefined);
  };
  return [locale, choose];
}
