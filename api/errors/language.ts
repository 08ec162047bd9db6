import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { DEFAULT_LANGUAGE, isLanguage, languageOfAcceptLanguage, type Language } from '../../i18n/index.js';
import type { UserRow } from '../../identity/users.js';
import { loadChosenLanguage } from '../../projections/preferences/queries.js';

/** The language of a request that has no signed-in person (yet): its Accept-Language, else nl. */
export const languageOfHeaders = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageOfAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;

/**
 * The language to answer a request in (DESIGN "Language"): the signed-in person's language preference, else the
 * browser's Accept-Language, else nl. Asked only when there is something to say (an error), so that an ordinary
 * call costs no query.
 */
export async function languageOfRequest(pool: pg.Pool, request: FastifyRequest): Promise<Language> {
  // Unset on public routes and when authentication itself refused the request.
  const user: UserRow | undefined = request.user;
  if (user) {
    // The preference cannot be read (the database is away): the browser's language still says something.
    const chosen = await loadChosenLanguage(pool, user.client_id, user.id).catch(() => undefined);
    if (isLanguage(chosen)) return chosen;
  }
  return languageOfHeaders(request);
}
