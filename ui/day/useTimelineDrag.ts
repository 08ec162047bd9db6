import { useState, type PointerEvent } from 'react';
import { snapped } from './addTime.js';

interface DraggedSpan {
  /** Moments (ms), snapped; from ≤ to. */
  from: number;
  to: number;
}

interface DragHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
}

/**
 * Press on the timeline where there is no activity, drag across the hours and release: the span, snapped to five
 * minutes, goes to `onSpan` (the add-time form). A press on an activity block stays a click that selects it; a
 * press without a drag adds nothing. The pointer is captured, so a release beyond the timeline still counts.
 */
export function useTimelineDrag(rangeStart: number, rangeLength: number, onSpan: ((from: number, to: number) => void) | undefined) {
  const [drag, setDrag] = useState<{ anchor: number; at: number } | null>(null);
  const momentAt = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0;
    return snapped(rangeStart + fraction * rangeLength);
  };
  const span: DraggedSpan | null = drag && drag.at !== drag.anchor ? { from: Math.min(drag.anchor, drag.at), to: Math.max(drag.anchor, drag.at) } : null;
  if (!onSpan) return { span: null, handlers: undefined };
  const handlers: DragHandlers = {
    onPointerDown(event) {
      if (event.button !== 0 || (event.target instanceof Element && event.target.closest('.tally-timeline-block'))) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const at = momentAt(event);
      setDrag({ anchor: at, at });
    },
    onPointerMove(event) {
      if (!drag) return;
      const at = momentAt(event);
      if (at !== drag.at) setDrag({ ...drag, at });
    },
    onPointerUp(event) {
      if (!drag) return;
      const at = momentAt(event);
      setDrag(null);
      if (at !== drag.anchor) onSpan(Math.min(drag.anchor, at), Math.max(drag.anchor, at));
    },
    onPointerCancel: () => setDrag(null),
  };
  return { span, handlers };
}
