import { useReducer } from 'react';
import type { DayModel } from './model.js';
import { clickActivity, keepExisting, NO_SELECTION, selectOnly, toggleAll, toggleGroup, type Selection } from './selection.js';

export type SelectionChange =
  | { type: 'click'; id: string; shift: boolean }
  | { type: 'toggleCluster'; ids: readonly string[] }
  | { type: 'toggleAll' }
  | { type: 'only'; ids: readonly string[] }
  | { type: 'clear' };

interface Held {
  scope: string;
  selection: Selection;
}

/**
 * The day screen's selection. It belongs to one date while the day is open: another date, or the day locked or
 * published, starts with nothing selected (also when coming back), and activity that no longer exists is not selected. `change` keeps its
 * identity from render to render, so the memoised rows it is handed to stay as they are; a change applies to the
 * day as the render that handles it knows it (the reducer is declared here, so it sees the current model).
 */
export function useSelection(date: string, editable: boolean, model: DayModel): [Selection, (change: SelectionChange) => void] {
  const scope = `${date} ${editable}`;
  const current = (held: Held) => (held.scope === scope ? keepExisting(held.selection, model.activities) : NO_SELECTION);
  const [held, change] = useReducer((held: Held, change: SelectionChange): Held => ({ scope, selection: changed(current(held), change, model.order) }), {
    scope,
    selection: NO_SELECTION,
  });
  // Forgotten in the render that leaves the scope, so coming back to a date does not bring its selection back.
  if (held.scope !== scope) change({ type: 'clear' });
  return [current(held), change];
}

function changed(selection: Selection, change: SelectionChange, order: readonly string[]): Selection {
  switch (change.type) {
    case 'click':
      return clickActivity(selection, change.id, order, change.shift);
    case 'toggleCluster':
      return toggleGroup(selection, change.ids);
    case 'toggleAll':
      return toggleAll(selection, order);
    case 'only':
      return selectOnly(change.ids);
    case 'clear':
      return NO_SELECTION;
  }
}
