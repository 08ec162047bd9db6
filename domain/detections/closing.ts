type Stretch = { readonly start: number; readonly end: number };

/**
 * The spans that are done, and where the rest begins. A span is open while more detections could still change it
 * (`isOpen`). Condensing continues next time from the start of the earliest open span, and a span of another device
 * that runs across that point is not done either, so the point moves back to its start. Everything that ends by
 * then is done; `openFrom` is null when nothing is left.
 */
export function closedBefore<S extends Stretch>(spans: readonly S[], isOpen: (span: S) => boolean): { closed: S[]; openFrom: number | null } {
  let openFrom = spans.reduce((earliest, span) => (isOpen(span) ? Math.min(earliest, span.start) : earliest), Infinity);
  if (openFrom === Infinity) return { closed: [...spans], openFrom: null };
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    if (span.start < openFrom && span.end > openFrom) openFrom = span.start;
  }
  return { closed: spans.filter((span) => span.end <= openFrom), openFrom };
}
