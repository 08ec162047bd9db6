import { useCallback, useState } from 'react';

/**
 * State that belongs to a scope (a date, a page of a list): when the scope changes it starts again from `initial`,
 * in that same render rather than in an effect a render later (react.dev, "Adjusting some state when a prop
 * changes"), and coming back to an earlier scope does not bring its old value back. A value set under a scope that
 * has passed (an answer that came after the person moved on) does not show under the new one. `initial` should
 * keep its identity (a constant).
 */
export function useScopedState<T>(scope: string, initial: T): [T, (value: T) => void] {
  const [held, setHeld] = useState({ scope, value: initial });
  if (held.scope !== scope) setHeld({ scope, value: initial });
  const set = useCallback((value: T) => setHeld({ scope, value }), [scope]);
  return [held.scope === scope ? held.value : initial, set];
}
