/**
 * Which activities are selected: a Set of ids (membership in O(1) for hundreds of rows) and the anchor a
 * shift-click extends from. Every change makes a new Set, so React sees it; rows compare their own membership.
 */
export interface Selection {
  readonly ids: ReadonlySet<string>;
  /** The activity clicked last without shift: a shift-click selects from here. */
  readonly anchor: string | null;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

/**
 * A click on one activity. Without shift it toggles that one and becomes the anchor. With shift, every activity
 * from the anchor to it (in list order) takes the state the clicked one gets, as in a mail client.
 */
export function clickActivity(selection: Selection, id: string, order: readonly string[], shift = false): Selection {
  const select = !selection.ids.has(id);
  const from = shift && selection.anchor !== null ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  if (from < 0 || to < 0) {
    const ids = new Set(selection.ids);
    if (select) ids.add(id);
    else ids.delete(id);
    return { ids, anchor: id };
  }
  const ids = new Set(selection.ids);
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
    if (select) ids.add(order[i]!);
    else ids.delete(order[i]!);
  }
  return { ids, anchor: id };
}

/** A cluster's checkbox: selects all of its activities, or clears them when all were selected. */
export function toggleGroup(selection: Selection, groupIds: readonly string[]): Selection {
  const all = groupIds.length > 0 && groupIds.every((id) => selection.ids.has(id));
  const ids = new Set(selection.ids);
  for (const id of groupIds) {
    if (all) ids.delete(id);
    else ids.add(id);
  }
  return { ids, anchor: selection.anchor };
}

/** Select all: everything, or nothing when everything was selected already. */
export function toggleAll(selection: Selection, order: readonly string[]): Selection {
  if (order.length > 0 && order.every((id) => selection.ids.has(id))) return NO_SELECTION;
  return { ids: new Set(order), anchor: selection.anchor };
}

/** Exactly these activities (say, the untagged ones prepare booking named). */
export function selectOnly(ids: Iterable<string>): Selection {
  return { ids: new Set(ids), anchor: null };
}

/** Drops what no longer exists (another date, a removed activity). The same object when nothing changes. */
export function keepExisting(selection: Selection, existing: ReadonlySet<string> | ReadonlyMap<string, unknown>): Selection {
  let dropped = false;
  for (const id of selection.ids) {
    if (!existing.has(id)) {
      dropped = true;
      break;
    }
  }
  if (!dropped && (selection.anchor === null || existing.has(selection.anchor))) return selection;
  const ids = new Set([...selection.ids].filter((id) => existing.has(id)));
  return { ids, anchor: selection.anchor !== null && existing.has(selection.anchor) ? selection.anchor : null };
}

/** How many of a group are selected: 'none', 'some' or 'all' (the cluster checkbox's three states). */
export function groupState(selection: Selection, groupIds: readonly string[]): 'none' | 'some' | 'all' {
  let count = 0;
  for (const id of groupIds) if (selection.ids.has(id)) count++;
  return count === 0 ? 'none' : count === groupIds.length ? 'all' : 'some';
}
