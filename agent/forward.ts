import { ServerRefused, type AwBucket, type AwServer } from './aw-server.js';
import { isForwarded, portalBucketOf, skippedBecause } from './buckets.js';
import { isPending, mayBeCut, oldestFirst, resumeAt, type AwEvent, type Cursor } from './cursor.js';
import type { privacyFilter } from './filters.js';
import { shifted } from './instant.js';
import type { Cursors } from './state.js';

/** The longest heartbeat the portal takes (a day); a longer event goes as several. */
const LONGEST_HEARTBEAT_SECONDS = 86_400;
/** How much the heartbeats of one long event overlap, so that each starts inside what the previous made. */
const HEARTBEAT_OVERLAP_SECONDS = 60;

/** What one pass forwards. */
interface PassSetup {
  local: AwServer;
  /** The portal; none in a dry run, which contacts only the local ActivityWatch and sends nothing. */
  portal: AwServer | undefined;
  cursors: Cursors;
  filter: ReturnType<typeof privacyFilter>;
  /** Where a bucket the portal has nothing of starts (RFC 3339). */
  backfillFrom: string;
  /** Where a dry run shows what it would send. */
  show: (line: string) => void;
}

export interface BucketReport {
  bucket: string;
  sent: number;
  filtered: number;
  refused: number;
}

/**
 * Forwards a person's local ActivityWatch to the portal, a pass at a time: for each window, afk and web bucket,
 * the local events past the bucket's cursor, oldest first, each as a heartbeat with pulsetime 0, and the cursor
 * saved after each. docs/detection.md ("The agent") says why this sends every event once, however the agent,
 * the portal or ActivityWatch stop. Keeps, across the passes of one process, which buckets it said it skips and
 * which buckets the portal has.
 */
export class Forwarder {
  private readonly said = new Set<string>();
  private readonly ensured = new Set<string>();

  constructor(private readonly say: (line: string) => void) {}

  /**
   * One pass over every bucket; stops between two events once `signal` is aborted. Throws when a server fails
   * or does not take its token; a bucket a server refuses (the portal will not make it, ActivityWatch lost it)
   * is skipped for this pass, said once, so that it holds up no other.
   */
  async pass(setup: PassSetup, signal?: AbortSignal): Promise<BucketReport[]> {
    const { hostname } = await setup.local.info();
    const reports: BucketReport[] = [];
    for (const bucket of (await setup.local.buckets()).sort((a, b) => a.id.localeCompare(b.id))) {
      if (signal?.aborted) break;
      if (!isForwarded(bucket)) {
        this.sayOnce(skippedBecause(bucket));
        continue;
      }
      try {
        reports.push(await this.forwardBucket(setup, bucket, portalBucketOf(bucket, hostname), signal));
      } catch (error) {
        if (!(error instanceof ServerRefused) || error.status === 401 || error.status === 403) throw error;
        this.sayOnce(`Skipping bucket ${bucket.id} for now: ${error.message}`);
      }
    }
    return reports;
  }

  private async forwardBucket(setup: PassSetup, bucket: AwBucket, target: AwBucket, signal: AbortSignal | undefined): Promise<BucketReport> {
    const { portal, cursors } = setup;
    const newest = portal && (await this.inBucket(portal, target, () => portal.events(target.id, { limit: 1 })))[0];
    let cursor = resumeAt(cursors.get(bucket.id), newest, setup.backfillFrom);
    const report: BucketReport = { bucket: target.id, sent: 0, filtered: 0, refused: 0 };
    let unsaved = false;
    for (const event of await pendingEvents(setup.local, bucket.id, cursor)) {
      if (signal?.aborted) break;
      const outcome = await this.handle(setup, bucket, target, event);
      report[outcome] += 1;
      cursor = { timestamp: event.timestamp, id: event.id, duration: event.duration };
      unsaved = outcome === 'filtered';
      // What went out is the portal's last heartbeat now: the cursor says so before the next event goes.
      if (!unsaved) await cursors.save(bucket.id, cursor);
    }
    if (unsaved) await cursors.save(bucket.id, cursor);
    return report;
  }

  /** Filters one event and sends what is left of it, or shows it in a dry run. */
  private async handle(setup: PassSetup, bucket: AwBucket, target: AwBucket, event: AwEvent): Promise<'sent' | 'filtered' | 'refused'> {
    const data = setup.filter(bucket.type, event.data);
    if (!data) return 'filtered';
    if (!setup.portal) {
      setup.show(`${target.id}  ${event.timestamp}  ${event.duration}s  ${JSON.stringify(data)}`);
      return 'sent';
    }
    return (await this.send(setup.portal, target, { ...event, data })) ? 'sent' : 'refused';
  }

  /**
   * Sends one event as heartbeats with pulsetime 0 (one, or overlapping day-long ones for an event over a day):
   * the portal extends its last event when this is that event again, longer, and stores a new one otherwise.
   * Answers false when the portal refuses the event for what it is (400, 413, 422): sending it again would not
   * help, so it is skipped and said.
   */
  private async send(portal: AwServer, target: AwBucket, event: AwEvent): Promise<boolean> {
    try {
      await this.inBucket(portal, target, () => heartbeats(portal, target.id, event));
      return true;
    } catch (error) {
      if (!(error instanceof ServerRefused) || ![400, 413, 422].includes(error.status)) throw error;
      this.say(`Skipped the event of ${target.id} at ${event.timestamp}: ${error.message}`);
      return false;
    }
  }

  /**
   * Runs a call on the portal's bucket, made first if this process has not made it yet, and made again once if
   * the call finds it gone (the person deleted it: it starts anew, without what was sent before).
   */
  private async inBucket<T>(portal: AwServer, target: AwBucket, call: () => Promise<T>): Promise<T> {
    const key = `${portal.url} ${target.id}`;
    if (!this.ensured.has(key)) {
      await portal.ensureBucket(target);
      this.ensured.add(key);
    }
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ServerRefused) || error.status !== 404) throw error;
      await portal.ensureBucket(target);
      return call();
    }
  }

  private sayOnce(line: string): void {
    if (this.said.has(line)) return;
    this.said.add(line);
    this.say(line);
  }
}

async function heartbeats(portal: AwServer, bucketId: string, { timestamp, duration, data }: AwEvent): Promise<void> {
  for (let offset = 0; ; offset += LONGEST_HEARTBEAT_SECONDS - HEARTBEAT_OVERLAP_SECONDS) {
    const part = Math.min(LONGEST_HEARTBEAT_SECONDS, duration - offset);
    await portal.heartbeat(bucketId, { timestamp: offset === 0 ? timestamp : shifted(timestamp, offset), duration: part, data }, 0);
    if (offset + part >= duration) return;
  }
}

/**
 * The local events past the cursor, oldest first, each whole: read from the cursor's start on, where an event
 * that may be an older one cut to that start is read again by its id.
 */
async function pendingEvents(local: AwServer, bucketId: string, cursor: Cursor): Promise<AwEvent[]> {
  const pending: AwEvent[] = [];
  for (const event of await local.events(bucketId, { start: cursor.timestamp })) {
    const whole = mayBeCut(event, cursor) ? await local.event(bucketId, event.id) : event;
    if (whole && isPending(whole, cursor)) pending.push(whole);
  }
  return pending.sort(oldestFirst);
}
