import { bucketKindOf } from '../../domain/detections/detection.js';

/** A bucket type as a person reads it (windows, presence, browser tabs); an unknown type as itself. */
export const kindLabel = (type: string, translate: (key: string, options?: { _: string }) => string): string => {
  const kind = bucketKindOf(type);
  return kind ? translate(`tally.detectors.kinds.${kind}`) : type;
};
