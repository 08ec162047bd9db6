import type pg from 'pg';
import { referenceKey, taggableReferences, type Reference } from '../../domain/tags/index.js';
import { subjectOf } from '../day-flow/references.js';
import type { ActivityRow } from '../day-flow/rows.js';
import type { TagIndex } from './tag-index.js';

/** A reference of a person's open days that no tag covers: its untagged time, and a few of its activities. */
export interface PendingTag {
  reference: Reference;
  duration: number;
  activity_count: number;
  examples: Array<{ activity_id: string; day_id: string; date: string; title: string | null; url: string | null }>;
}

const EXAMPLES = 3;
type PendingRow = Pick<ActivityRow, 'id' | 'day_id' | 'date' | 'duration' | 'started_at' | 'source_type' | 'source_identifier' | 'source_name' | 'context'>;

/**
 * Pending tags (api-contract §7.10): the person's activity of open days (in `dayIds`, when given) that is untagged
 * (contact null, internal false, ignored false), by its first taggable reference (domain/tags/taggable.ts), without
 * the references a tag covers (one a person untagged by hand, say), the most time first.
 */
export async function pendingTags(db: pg.Pool, index: TagIndex, person: { client_id: string; user_id: string }, dayIds: readonly string[] | undefined, limit: number): Promise<PendingTag[]> {
  const { rows } = await db.query<PendingRow>(
    `SELECT id, day_id, date::text AS date, duration, started_at, source_type, source_identifier, source_name, context FROM activities
     WHERE client_id = $1 AND user_id = $2 AND day_status = 'open' AND NOT removed AND status = 'open' AND contact_id IS NULL AND NOT internal
       AND ($3::uuid[] IS NULL OR day_id = ANY($3::uuid[]))
     ORDER BY started_at DESC, id`,
    [person.client_id, person.user_id, dayIds ?? null],
  );
  const pending = new Map<string, PendingTag>();
  for (const row of rows) {
    const [reference] = taggableReferences(subjectOf(row));
    if (!reference) continue;
    const key = referenceKey(reference);
    const entry = pending.get(key) ?? pending.set(key, { reference, duration: 0, activity_count: 0, examples: [] }).get(key)!;
    entry.duration += row.duration;
    entry.activity_count += 1;
    if (entry.examples.length < EXAMPLES) {
      entry.examples.push({ activity_id: row.id, day_id: row.day_id, date: row.date, title: row.context.title ?? null, url: row.context.url ?? null });
    }
  }
  const uncovered: PendingTag[] = [];
  for (const entry of pending.values()) if (!(await index.lookupTag(person.client_id, person.user_id, [entry.reference]))) uncovered.push(entry);
  return uncovered.sort((a, b) => b.duration - a.duration || a.reference.value.localeCompare(b.reference.value)).slice(0, limit);
}

/** A tag that decided some of a person's activity in a period: the reference it recognised it by, and its time. */
export interface AppliedTag {
  tag_id: string;
  reference: Reference;
  duration: number;
  activity_count: number;
}

/** Applied tags: which tags tagged (or ignored) the person's live activity of the local dates `from`–`to`, the most time first. */
export async function appliedTags(db: pg.Pool, person: { client_id: string; user_id: string }, from: string, to: string): Promise<AppliedTag[]> {
  const { rows } = await db.query<AppliedTag>(
    `SELECT tagged_by->>'tag_id' AS tag_id, tagged_by->'reference' AS reference, sum(duration)::int AS duration, count(*)::int AS activity_count
     FROM activities WHERE client_id = $1 AND user_id = $2 AND date BETWEEN $3 AND $4 AND NOT removed AND tag_source = 'tag'
     GROUP BY 1, 2 ORDER BY duration DESC, tag_id`,
    [person.client_id, person.user_id, from, to],
  );
  return rows;
}
