/**
 * Raw detections in ActivityWatch's data model: a watcher fills a bucket (one per watcher and device) with events
 * of a start, a duration in seconds and the data it observed. These are the buckets the condenser reads, by the
 * event type their watcher declares.
 */
export const BUCKET_TYPES = {
  /** aw-watcher-window: the window in the foreground, data {app, title}; bucket `aw-watcher-window_<hostname>`. */
  currentwindow: 'window',
  /** aw-watcher-afk: whether the person is at the keyboard, data {status: 'afk' | 'not-afk'}; bucket `aw-watcher-afk_<hostname>`. */
  afkstatus: 'afk',
  /** aw-watcher-web: the browser's active tab, data {url, title, audible, incognito, tabCount}; bucket `aw-watcher-web-<browser>[_<hostname>]`. */
  'web.tab.current': 'web',
} as const;
export type BucketType = keyof typeof BUCKET_TYPES;
export type BucketKind = (typeof BUCKET_TYPES)[BucketType];

export function bucketKindOf(type: string): BucketKind | undefined {
  return Object.hasOwn(BUCKET_TYPES, type) ? BUCKET_TYPES[type as BucketType] : undefined;
}

/**
 * Seconds: the pulsetime the official watchers send with their heartbeats (window: its 1 s poll + 1; afk: its
 * 180 s timeout + 5 s poll; web: its 60 s alarm + 20). Within it, a heartbeat with the same data extends the
 * bucket's last event instead of starting a new one.
 */
export const WATCHER_PULSETIMES: { readonly [K in BucketKind]: number } = { window: 2, afk: 185, web: 80 };

/**
 * The hostname a watcher gives when it does not know its device: aw-watcher-web cannot read it from the browser
 * and sends this until it learns one.
 */
export const UNKNOWN_HOSTNAME = 'unknown';

export type DetectionEvent = {
  /** ISO 8601 instant. */
  readonly timestamp: string;
  /** Seconds. */
  readonly duration: number;
  readonly data: Readonly<Record<string, unknown>>;
};

export type DetectionBucket = {
  /** The bucket's name (its id in ActivityWatch's API). */
  readonly bucket: string;
  readonly kind: BucketKind;
  /** The device the watcher runs on, as the bucket says. */
  readonly hostname: string;
};

export type Detection = DetectionBucket & DetectionEvent;
