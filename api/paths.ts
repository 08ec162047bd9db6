/**
 * Calls of the API, as opposed to the web portal's pages and assets and the API documentation (/docs): the
 * requests maintenance, CSRF and `Cache-Control: no-store` apply to, and whose unknown paths answer JSON.
 */
export const isApiCall = (url: string): boolean => /^\/(v1|auth|csrf-cookie)(\/|$|\?)/.test(url) || isActivityWatchCall(url);

/**
 * The ActivityWatch-compatible surface (api/routes/aw): watchers call it with an API token only, and read its
 * errors in aw-server's shape, `{"message": …}`.
 */
export const isActivityWatchCall = (url: string): boolean => /^\/api\/0(\/|$|\?)/.test(url);
