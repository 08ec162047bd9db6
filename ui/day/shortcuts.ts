/** The day screen's keyboard shortcuts: one key per frequent action, none while typing. */

export type ShortcutAction =
  | 'selectAll'
  | 'tag'
  | 'internal'
  | 'ignore'
  | 'unignore'
  | 'book'
  | 'publish'
  | 'previousDay'
  | 'nextDay'
  | 'clearSelection'
  | 'history'
  | 'note'
  | 'help';

/** In the order the help lists them; `label` is the key as shown. */
export const SHORTCUTS: ReadonlyArray<{ key: string; label: string; action: ShortcutAction }> = [
  { key: 'a', label: 'A', action: 'selectAll' },
  { key: 't', label: 'T', action: 'tag' },
  { key: 'i', label: 'I', action: 'internal' },
  { key: 'x', label: 'X', action: 'ignore' },
  { key: 'u', label: 'U', action: 'unignore' },
  { key: 'b', label: 'B', action: 'book' },
  { key: 'p', label: 'P', action: 'publish' },
  { key: 'ArrowLeft', label: '←', action: 'previousDay' },
  { key: 'ArrowRight', label: '→', action: 'nextDay' },
  { key: 'Escape', label: 'Esc', action: 'clearSelection' },
  { key: 'h', label: 'H', action: 'history' },
  // The note key of api-contract §9.5 (note shortcut key Z).
  { key: 'z', label: 'Z', action: 'note' },
  { key: '?', label: '?', action: 'help' },
];

const BY_KEY = new Map(SHORTCUTS.map((shortcut) => [shortcut.key, shortcut.action]));

type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented'> & { target: EventTarget | null };

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/** Whether the key goes to something the user types in, or to a dialog or menu (which has keys of its own). */
function typingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (element.closest('[role="dialog"], [role="menu"], [role="listbox"], [role="combobox"], [role="tooltip"]')) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element.closest('textarea, select') !== null;
}

/** The action a key press asks for, or null: never while typing, with Ctrl, Cmd or Alt, or when handled already. */
export function shortcutFor(event: KeyInput): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  // Esc clears the selection even from a checkbox; letters and arrows not while typing.
  if (event.key === 'Escape') return typingIn(event.target) ? null : 'clearSelection';
  if (typingIn(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return BY_KEY.get(key) ?? (event.key === '?' ? 'help' : null);
}
