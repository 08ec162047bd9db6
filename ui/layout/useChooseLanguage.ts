import { useAuthState, useDataProvider, useGetIdentity, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { LanguageCode } from '../providers/domain.js';

/**
 * Switches the portal's language at once. react-admin keeps the choice in its store (localStorage), so the next
 * visit starts in it; a signed-in user's choice is also saved as their language preference
 * (PUT /v1/preferences/language) and on their profile (PUT /v1/users/profile/{id}), the language of their mails.
 * The promise settles once both are saved or failed.
 */
export function useChooseLanguage(): [string, (code: LanguageCode) => Promise<void>] {
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { authenticated } = useAuthState(undefined, false);
  const { identity } = useGetIdentity();
  const choose = async (code: LanguageCode) => {
    if (code === locale) return;
    setLocale(code);
    if (!authenticated || identity === undefined) return;
    // The local choice already holds; a language that could not be saved is not worth an error dialog.
    await Promise.allSettled([dataProvider.setLanguage(code), dataProvider.updateProfile(String(identity.id), { language: code })]);
  };
  return [locale, choose];
}
