/**
 * `/login?redirect=…` (api-contract §8.1): where a person goes on after signing in, when a page that needs them
 * signed in sent them to the login (the hand-offs). Only an address of the portal itself is taken: a path from its
 * root, never another site (//host, /\host, a scheme) and never the login again.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/login(\?|\/|$)/.test(value)) return undefined;
  return value;
}

/** The login page that comes back to `target` (a path of the portal, with its query) once signed in. */
export function loginRedirectingTo(target: string): string {
  return `/login?${new URLSearchParams({ redirect: target }).toString()}`;
}
