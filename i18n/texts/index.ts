import type { Language } from '../index.js';
import { de } from './de.js';
import { en, type TextKey } from './en.js';
import { fr } from './fr.js';
import { nl } from './nl.js';

/** The server's texts in each language (i18next's `texts` namespace); the keys are the same in all. */
export const texts: Record<Language, Record<TextKey, string>> = { nl, en, de, fr };
