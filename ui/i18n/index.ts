import { createInstance, type BackendModule } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import type { LanguageCode } from '../providers/domain.js';

/**
 * The interface languages (product-spec §1): Dutch is the default. Only Dutch, English and German are offered as a
 * language preference; French is a locale the interface speaks (for a person whose preference already says fr), not
 * a choice in the language menu.
 */
export const LANGUAGES: ReadonlyArray<{ locale: LanguageCode; name: string; preference: boolean }> = [
  { locale: 'nl', name: 'Nederlands', preference: true },
  { locale: 'en', name: 'English', preference: true },
  { locale: 'de', name: 'Deutsch', preference: true },
  { locale: 'fr', name: 'Français', preference: false },
];
export const DEFAULT_LANGUAGE: LanguageCode = 'nl';

/**
 * The languages a person is offered to choose (product-spec §1: Dutch, English and German are the language
 * preferences), and the locale in use when it is not one of them (so that it shows).
 */
export const offeredLanguages = (locale: string) => LANGUAGES.filter((language) => language.preference || language.locale === locale);

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.locale === value);
}

/** One chunk per language, loaded when it is chosen. */
const loaders: Record<LanguageCode, () => Promise<{ default: object }>> = {
  nl: () => import('./messages/nl.js'),
  en: () => import('./messages/en.js'),
  de: () => import('./messages/de.js'),
  fr: () => import('./messages/fr.js'),
};

/** The messages of a language in i18next's form (react-admin's %{x} and |||| plurals converted). */
export async function loadMessages(language: LanguageCode): Promise<Record<string, unknown>> {
  const { default: messages } = await loaders[language]();
  return convertRaTranslationsToI18next(messages) as Record<string, unknown>;
}

const backend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    loadMessages(code).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** react-admin's i18n provider on i18next, starting in the given language (the one the user chose last). */
export function createI18nProvider(language: LanguageCode): Promise<I18nProvider> {
  return getI18nProvider(
    createInstance().use(backend),
    {
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.locale),
      // React escapes what it renders; escaping here too would show &#39; for every apostrophe.
      interpolation: { escapeValue: false },
    },
    [...LANGUAGES],
  );
}
