import { useState } from 'react';
import { useHandoffFailed, type HandoffKind } from './failure.js';

export type HandoffState<T> = { step: 'asking' } | { step: 'working' } | { step: 'done'; result: T };

/**
 * A hand-off's steps: asking the person, working once they allow it (making the token and delivering it), done with
 * what that gave. A failure leaves for the login with the failure's dialog (failure.ts).
 */
export function useHandoff<T, A extends unknown[]>(kind: HandoffKind, run: (...args: A) => Promise<T>): { state: HandoffState<T>; allow: (...args: A) => void } {
  const [state, setState] = useState<HandoffState<T>>({ step: 'asking' });
  const failed = useHandoffFailed(kind);
  const allow = (...args: A) => {
    setState({ step: 'working' });
    run(...args).then((result) => setState({ step: 'done', result }), failed);
  };
  return { state, allow };
}
