import { describe, expect, it } from 'vitest';
import { clickActivity, groupState, keepExisting, NO_SELECTION, selectOnly, toggleAll, toggleGroup, type Selection } from './selection.js';

const ORDER = ['a', 'b', 'c', 'd', 'e', 'f'];
const ids = (selection: Selection) => [...selection.ids].sort();

describe('selecting activities', () => {
  it('toggles one activity per click, and the clicked one becomes the anchor', () => {
    const one = clickActivity(NO_SELECTION, 'c', ORDER);
    expect(ids(one)).toEqual(['c']);
    expect(one.anchor).toBe('c');
    const two = clickActivity(one, 'e', ORDER);
    expect(ids(two)).toEqual(['c', 'e']);
    expect(ids(clickActivity(two, 'c', ORDER))).toEqual(['e']);
  });

  it('selects the range from the anchor with shift, in list order and in either direction', () => {
    const anchored = clickActivity(NO_SELECTION, 'b', ORDER);
    expect(ids(clickActivity(anchored, 'e', ORDER, true))).toEqual(['b', 'c', 'd', 'e']);
    const backwards = clickActivity(NO_SELECTION, 'e', ORDER);
    expect(ids(clickActivity(backwards, 'c', ORDER, true))).toEqual(['c', 'd', 'e']);
  });

  it('clears a range with shift when the clicked activity was selected, leaving the rest alone', () => {
    const all = toggleAll(NO_SELECTION, ORDER);
    const anchored = clickActivity(all, 'b', ORDER); // b off, anchor b
    const cleared = clickActivity(anchored, 'd', ORDER, true); // d was selected: b..d off
    expect(ids(cleared)).toEqual(['a', 'e', 'f']);
  });

  it('treats a shift-click without an anchor as a plain click', () => {
    expect(ids(clickActivity(NO_SELECTION, 'd', ORDER, true))).toEqual(['d']);
  });

  it("selects a cluster's activities with its checkbox, and clears them when all were selected", () => {
    const some = clickActivity(NO_SELECTION, 'b', ORDER);
    const group = ['b', 'c', 'd'];
    expect(groupState(some, group)).toBe('some');
    const all = toggleGroup(some, group);
    expect(ids(all)).toEqual(['b', 'c', 'd']);
    expect(groupState(all, group)).toBe('all');
    const none = toggleGroup(clickActivity(all, 'f', ORDER), group);
    expect(ids(none)).toEqual(['f']);
    expect(groupState(none, group)).toBe('none');
  });

  it('selects all, and nothing when all were selected', () => {
    const all = toggleAll(clickActivity(NO_SELECTION, 'a', ORDER), ORDER);
    expect(ids(all)).toEqual(ORDER);
    expect(toggleAll(all, ORDER).ids.size).toBe(0);
    expect(toggleAll(NO_SELECTION, []).ids.size).toBe(0);
  });

  it('selects exactly the given activities (say, those prepare booking named)', () => {
    expect(ids(selectOnly(['f', 'a']))).toEqual(['a', 'f']);
  });

  it('drops what no longer exists, and stays the same object when all still exists', () => {
    const selection = toggleGroup(clickActivity(NO_SELECTION, 'a', ORDER), ['a', 'b']);
    expect(keepExisting(selection, new Set(ORDER))).toBe(selection);
    const kept = keepExisting(selection, new Set(['b', 'c']));
    expect(ids(kept)).toEqual(['b']);
    expect(kept.anchor).toBeNull();
  });
});
