import type { SourceType } from '../../domain/days/index.js';
import { referenceKey, referencesOf } from '../../domain/tags/index.js';
import type { ActivityRow } from './rows.js';

/** An activity row's source and context, as the tags' extraction reads them. */
export function subjectOf(row: Pick<ActivityRow, 'source_type' | 'source_identifier' | 'source_name' | 'context'>) {
  return { source: { type: row.source_type as SourceType, identifier: row.source_identifier, name: row.source_name }, context: row.context };
}

/** The keys of an activity's references (domain/tags referenceKey): what the `refs` column holds. */
export function referenceKeysOf(row: Pick<ActivityRow, 'source_type' | 'source_identifier' | 'source_name' | 'context'>): string[] {
  return referencesOf(subjectOf(row)).map(referenceKey);
}
