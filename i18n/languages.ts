/**
 * The languages the portal speaks, the one list of them: the server's texts, the language preference and the
 * profile's language derive from it. Apart from i18n/index.ts so that schemas the UI imports do not bring the
 * server's texts along.
 */
export const LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
