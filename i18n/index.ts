import { createInstance, type TFunction } from 'i18next';
import { errorMessages } from '../api/errors/messages/index.js';
import { LANGUAGES, type Language } from './languages.js';
import { texts } from './texts/index.js';

export { LANGUAGES, type Language };

/** The language when neither the person nor their browser names one the portal speaks. */
export const DEFAULT_LANGUAGE: Language = 'nl';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The server's one i18next (DESIGN "Language"): what the server writes for a person (error messages, and mails and
 * exports as they move here) in nl, en, de or fr. Each text is a namespace of resources, per language.
 */
const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { errors: errorMessages[language], texts: texts[language] }])),
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  // The resources are in memory: ready before init returns, so that the first request is answered in its language.
  initImmediate: false,
  // Texts go into JSON bodies, mails and files, which escape what they need themselves.
  interpolation: { escapeValue: false },
});

/** The texts of one language. */
export const textsIn = (language: Language): TFunction => i18n.getFixedT(language);

/**
 * The first language of an Accept-Language header the portal speaks ('de-CH,de;q=0.9,en;q=0.8' → de), by the
 * header's weights; undefined when it names none.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((q) => q !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked.map((entry) => entry.language).find(isLanguage);
}
