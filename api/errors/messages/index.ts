import type { Language } from '../../../i18n/index.js';
import { catalogue, type ErrorCode } from '../catalogue.js';
import { de } from './de.js';
import { fr } from './fr.js';
import { nl } from './nl.js';

/** The catalogue's English titles, as the API's documentation shows them. */
const en = Object.fromEntries(Object.entries(catalogue).map(([code, { title }]) => [code, title])) as Record<ErrorCode, string>;

/** Every catalogue code's title in each language (i18next's `errors` namespace); the codes are the same in all. */
export const errorMessages: Record<Language, Record<ErrorCode, string>> = { nl, en, de, fr };
