import { DRAGGABLE_WIDGETS as DRAGGABLE } from '../../domain/preferences/chapters.js';

/**
 * The dashboard's layout (product-spec §2): today and open days can be dragged to change their order; the other
 * widgets stay where they are. The order is the person's dashboard.widget_order preference (bundled by default).
 */
export type DraggableWidget = (typeof DRAGGABLE)[number];

/** The order after dropping `dragged` onto `target`'s place: it takes that place, the others close up around it. */
export function moved(order: readonly DraggableWidget[], dragged: DraggableWidget, target: DraggableWidget): DraggableWidget[] {
  if (dragged === target) return [...order];
  const without = order.filter((widget) => widget !== dragged);
  const at = order.indexOf(target);
  return [...without.slice(0, at), dragged, ...without.slice(at)];
}

/** A saved order that is still a whole arrangement of the draggable widgets (a release may add or drop one). */
export function validOrder(saved: unknown): DraggableWidget[] {
  const known = Array.isArray(saved) ? saved.filter((widget): widget is DraggableWidget => DRAGGABLE.some((draggable) => draggable === widget)) : [];
  return known.length === DRAGGABLE.length && new Set(known).size === known.length ? known : [...DRAGGABLE];
}
