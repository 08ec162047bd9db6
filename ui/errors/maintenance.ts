/**
 * The maintenance state (api-contract §8.1: a 503 goes to the maintenance screen and stops rejecting further).
 * The HTTP client enters it; the app listens and shows /maintenance; the screen's retry leaves it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let returnTo: string | null = null;

export function enterMaintenance(): void {
  if (returnTo === null && typeof window !== 'undefined') {
    const { pathname, search } = window.location;
    returnTo = pathname === '/maintenance' ? '/' : `${pathname}${search}`;
  }
  if (listeners.size === 0 && typeof window !== 'undefined') window.location.assign('/maintenance');
  for (const listener of listeners) listener();
}

/** Subscribes to entering maintenance; answers the unsubscribe function. */
export function onMaintenance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Leaves the maintenance state, answering the address to go back to. */
export function leaveMaintenance(): string {
  const target = returnTo ?? '/';
  returnTo = null;
  return target;
}

/** Whether the API answers again (anything but 503). A plain fetch: the HTTP client never settles on a 503. */
export async function serviceAvailable(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/v1/users/self', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
    return response.status !== 503;
  } catch {
    return false;
  }
}
