import { useSyncExternalStore } from 'react';

/**
 * The subscription state the API reports through errors (api-contract §8.1): a 403 ACCOUNT_SUSPENDED or
 * NO_ACTIVE_SUBSCRIPTION marks it suspended, USER_TRANSFERRED marks it transferred (a fresh login is needed).
 */
export type SubscriptionState = 'active' | 'suspended' | 'transferred';

let state: SubscriptionState = 'active';
const listeners = new Set<() => void>();

export function markSubscription(next: SubscriptionState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function useSubscriptionState(): SubscriptionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
