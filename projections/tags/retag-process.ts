import type pg from 'pg';
import { DAY_STREAM_PREFIX, DayLockedError, DayPublishedError, dayStream, type Day, type DayCommand, type DayEvent } from '../../domain/days/index.js';
import { reachOfTagChange, retagCommands, TAG_STREAM_PREFIX, tagIdOf, type ActivitySubject, type RetagCandidate, type TagEvent, type TagReach } from '../../domain/tags/index.js';
import type { CommandHandler } from '../../eventstore/command-handler.js';
import type { GlobalPosition, RecordedEvent } from '../../eventstore/port.js';
import { subjectOf } from '../day-flow/references.js';
import { ContactBookings, freshBookingReads } from '../dimensions/contact-bookings.js';
import type { ActivityRow } from '../day-flow/rows.js';
import type { Projection } from '../projection.js';
import type { TagIndex } from './tag-index.js';

type RetagEvent = Extract<TagEvent, { type: 'TagCreated' | 'TagChanged' | 'TagDeleted' | 'TagRestored' }> | Extract<DayEvent, { type: 'ActivityRegistered' }>;

export interface RetagDependencies {
  pool: pg.Pool;
  days: CommandHandler<Day, DayCommand, DayEvent>;
  tagIndex: TagIndex;
  /** Resolves true once the tags and day-flow read models have passed the position (this process's runner). */
  readModelsPassed(position: GlobalPosition): Promise<boolean>;
  /** Day commands run at once (a tag of a busy reference re-tags a year of days). */
  concurrency?: number;
}

/** Days re-tagged in parallel by default: enough to hide each command's round trips, few enough to leave the API room. */
const CONCURRENCY = 8;

/**
 * The re-tagging process manager's adapter (docs/rules.md, "Tags"), a checkpointed consumer of its own like the
 * push process: a tag created, changed, deleted or restored → the open days' activity of its reference that follows
 * tags (the `refs` GIN index of the activities read model) → each decided again through the tag index, with the
 * booking that follows its contact (`ContactBookings`, read once per batch) → one ApplyTags per day. It also looks
 * again at activity registered untagged: a registration that looked its tag up
 * before a tag change reached its process, and committed after this manager read the days, is caught so; the
 * batch waits for the read models and the index to pass it first, so whichever comes second sees the other.
 * Published and locked days refuse ApplyTags and are left as they are; a batch that fails is read again, and
 * decisions applied before change nothing the second time.
 */
export function retagProcess(deps: RetagDependencies): Projection<RetagEvent> {
  return {
    name: 'retag-process',
    streams: [TAG_STREAM_PREFIX, DAY_STREAM_PREFIX],
    eventTypes: new Set(['TagCreated', 'TagChanged', 'TagDeleted', 'TagRestored', 'ActivityRegistered'] as const),
    tables: [],
    async apply(events, db) {
      const last = events[events.length - 1];
      if (!last) return;
      if (!(await deps.readModelsPassed(last.position))) throw new Error('the tags and day-flow read models did not catch up; re-tagging tries the batch again');
      await deps.tagIndex.refresh();
      const candidates = new Map<string, RetagCandidate>();
      const firms = new Map<string, string>();
      const lookups: Lookups = { index: deps.tagIndex, bookings: new ContactBookings(freshBookingReads(deps.pool)) };
      for (const found of [...(await afterTagChanges(db, lookups, events)), ...(await afterRegistrations(db, lookups, events))]) {
        candidates.set(found.activity_id, found);
        firms.set(found.day_id, found.client_id);
      }
      const commands = retagCommands([...candidates.values()], last.data.at);
      await inParallel(commands, deps.concurrency ?? CONCURRENCY, async ({ day_id, command }) => {
        try {
          // Nobody asked: the events name no user and no request, as the condenser's do.
          await deps.days.handle(dayStream(day_id), command, { client_id: firms.get(day_id)!, user_id: null, request: null });
        } catch (error) {
          if (!(error instanceof DayPublishedError || error instanceof DayLockedError)) throw error;
        }
      });
    },
  };
}

/** A candidate and its firm (what the day command's metadata names). */
type Found = RetagCandidate & { client_id: string };

type CandidateRow = Pick<ActivityRow, 'id' | 'day_id' | 'client_id' | 'user_id' | 'source_type' | 'source_identifier' | 'source_name' | 'context'>;

/** The activity a tag change may re-decide, each decided again. */
async function afterTagChanges(db: pg.ClientBase, lookups: Lookups, events: readonly RecordedEvent<RetagEvent>[]): Promise<Found[]> {
  const changes = events.filter((event): event is RecordedEvent<Extract<RetagEvent, TagEvent>> => event.type !== 'ActivityRegistered');
  if (changes.length === 0) return [];
  const ids = [...new Set(changes.map((event) => tagIdOf(event.streamId)))];
  const { rows: tags } = await db.query<TagReach & { id: string }>('SELECT id, client_id, scope, user_id, type, value FROM tags WHERE id = ANY($1::uuid[])', [ids]);
  const reaches = new Map<string, { client_id: string; user_id: string | null; reference_key: string }>();
  for (const event of changes) {
    const tag = tags.find((row) => row.id === tagIdOf(event.streamId));
    const reach = tag && reachOfTagChange(event, tag);
    if (reach) reaches.set(JSON.stringify(reach), reach);
  }
  const found: Found[] = [];
  for (const reach of reaches.values()) {
    // The partial GIN index (refs, open days, not removed) finds them; activity a person tagged, or booked, is left out here already.
    const { rows } = await db.query<CandidateRow>(
      `SELECT id, day_id, client_id, user_id, source_type, source_identifier, source_name, context FROM activities
       WHERE refs @> ARRAY[$1::text] AND day_status = 'open' AND NOT removed AND client_id = $2 AND ($3::uuid IS NULL OR user_id = $3)
         AND tag_source IS DISTINCT FROM 'hand' AND status IN ('open', 'ignored')`,
      [reach.reference_key, reach.client_id, reach.user_id],
    );
    for (const row of rows) found.push({ day_id: row.day_id, client_id: row.client_id, activity_id: row.id, tag: (await decide(lookups, row, subjectOf(row))) ?? null });
  }
  return found;
}

/** Activity registered untagged, not by hand, that a tag decides now. */
async function afterRegistrations(db: pg.ClientBase, lookups: Lookups, events: readonly RecordedEvent<RetagEvent>[]): Promise<Found[]> {
  const untagged = events.filter(
    (event): event is RecordedEvent<Extract<RetagEvent, { type: 'ActivityRegistered' }>> =>
      event.type === 'ActivityRegistered' && !event.data.tagged_by && event.data.contact_id === null && !event.data.internal,
  );
  if (untagged.length === 0) return [];
  const dayIds = [...new Set(untagged.map((event) => event.streamId.slice(DAY_STREAM_PREFIX.length)))];
  const { rows: days } = await db.query<{ id: string; client_id: string; user_id: string }>(
    `SELECT id, client_id, user_id FROM days WHERE id = ANY($1::uuid[]) AND status = 'open'`,
    [dayIds],
  );
  const owners = new Map(days.map((day) => [day.id, day]));
  const found: Found[] = [];
  for (const event of untagged) {
    const dayId = event.streamId.slice(DAY_STREAM_PREFIX.length);
    const owner = owners.get(dayId);
    if (!owner) continue;
    const tag = await decide(lookups, owner, event.data);
    if (tag) found.push({ day_id: dayId, client_id: owner.client_id, activity_id: event.data.activity_id, tag });
  }
  return found;
}

/** What decides activity this batch re-tags: the tag index, and the booking that follows the contact (read once per batch). */
interface Lookups {
  index: TagIndex;
  bookings: ContactBookings;
}

/** The tag that decides the person's activity now, with the booking that follows its contact. */
async function decide({ index, bookings }: Lookups, { client_id, user_id }: { client_id: string; user_id: string }, subject: ActivitySubject) {
  const owner = { client_id, user_id };
  return bookings.withBooking(owner, await index.decidingTagOf(owner, { ...subject, contact_id: null, internal: false }));
}

/** Runs `work` over `items`, at most `limit` at a time; the first failure fails the whole (after the others end). */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  const results = await Promise.allSettled(lanes);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
