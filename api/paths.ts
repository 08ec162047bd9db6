/**
 * Calls of the API, as opposed to the web portal's pages and assets and the API documentation (/docs): the
 * requests maintenance, CSRF and `Cache-Control: no-store` apply to, and whose unknown paths answer JSON.
 */
export const isApiCall = (url: string): boolean => /^\/(v1|auth|csrf-cookie)(\/|$|\?)/.test(url);
