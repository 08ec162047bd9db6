import { useEffect, useEffectEvent } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts.js';

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * The day screen's keys on the whole window while the screen is open. The handlers may change every render;
 * the listener stays the same. A key without a handler (say, tag on a published day) does nothing.
 */
export function useDayShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  // An effect event: it sees this render's handlers without being a dependency of the listener's effect.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutFor(event);
    const handler = action ? handlers[action] : undefined;
    if (!handler) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
