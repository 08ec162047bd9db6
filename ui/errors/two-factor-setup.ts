/**
 * A person whose organisation requires two-factor sign-in and who has not turned it on: the API answers 403
 * twofactor_setup_required to nearly every call. The HTTP client says so here; the app listens and goes to the
 * set-up (the calls themselves fail as any refused call does, so no screen takes a made-up answer for data).
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function requireTwoFactorSetup(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to the API asking for two-factor sign-in to be set up; answers the unsubscribe function. */
export function onTwoFactorSetupRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
