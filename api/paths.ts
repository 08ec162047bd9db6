/**
 * The web portal's pages under /auth (product-spec §2): the hand-offs where a person signed in to the portal gives
 * a detector an API token (auth/token, auth/extension), resetting a password from a mailed link (auth/reset), and
 * the return pages a provider sends a person back to after signing in (auth/google/return, auth/microsoft/return):
 * pages like /day, whatever their prefix says.
 */
const isPortalPage = (url: string): boolean => /^\/auth\/(token|extension|reset|google\/return|microsoft\/return)(\?|$)/.test(url);

/**
 * Calls of the API, as opposed to the web portal's pages and assets and the API documentation (/docs): the
 * requests maintenance, CSRF and `Cache-Control: no-store` apply to, and whose unknown paths answer JSON. /files
 * are the uploads and downloads of files (contact imports, exports): calls too, only not JSON.
 */
export const isApiCall = (url: string): boolean =>
  (/^\/(v1|auth|csrf-cookie|files)(\/|$|\?)/.test(url) && !isPortalPage(url)) || isActivityWatchCall(url);

/**
 * The ActivityWatch-compatible surface (api/routes/aw): watchers call it with an API token only, and read its
 * errors in aw-server's shape, `{"message": …}`.
 */
export const isActivityWatchCall = (url: string): boolean => /^\/api\/0(\/|$|\?)/.test(url);
