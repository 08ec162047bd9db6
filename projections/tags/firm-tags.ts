import { referenceKey, type MatchableTag, type Reference, type TagTarget } from '../../domain/tags/index.js';
import { comparePositions, type GlobalPosition } from '../../eventstore/port.js';
import type { TagRow } from './queries.js';

/** A tag as the index holds it: what matching needs and what the match answers (its id and target). */
export interface IndexedTag extends MatchableTag {
  readonly id: string;
  readonly user_id: string | null;
  readonly target: TagTarget;
}

/** A row of the read model as the index reads it: the tag and the position of the event that changed it last. */
export type IndexRow = Pick<TagRow, 'id' | 'client_id' | 'user_id' | 'scope' | 'type' | 'value' | 'contact_id' | 'internal' | 'ignored' | 'nature' | 'deleted_at'> & {
  position: GlobalPosition;
};

/**
 * One firm's tags that can decide (permanent, not deleted), keyed by reference identity: the general ones, and per
 * person their personal ones. A look-up is two Map gets per reference. Rows may arrive out of order (a firm's load
 * and a read of changes overlap): per tag, the row of the latest position wins.
 */
export class FirmTags {
  private readonly general = new Map<string, IndexedTag>();
  private readonly personal = new Map<string, Map<string, IndexedTag>>();
  private readonly positions = new Map<string, GlobalPosition>();

  put(row: IndexRow): void {
    const seen = this.positions.get(row.id);
    if (seen && comparePositions(seen, row.position) >= 0) return;
    this.positions.set(row.id, row.position);
    const tags = row.user_id === null ? this.general : this.personalOf(row.user_id);
    const key = referenceKey(row);
    // The id follows from the reference, scope and owner: a key holds one tag, which leaves it when it stops deciding.
    if (row.nature === 'tag' && row.deleted_at === null) tags.set(key, indexed(row));
    else tags.delete(key);
  }

  /** The person's personal tags and the firm's general ones that any of the references names. */
  candidates(userId: string, references: readonly Reference[]): IndexedTag[] {
    const own = this.personal.get(userId);
    const found: IndexedTag[] = [];
    for (const reference of references) {
      const key = referenceKey(reference);
      const mine = own?.get(key);
      const firms = this.general.get(key);
      if (mine) found.push(mine);
      if (firms) found.push(firms);
    }
    return found;
  }

  private personalOf(userId: string): Map<string, IndexedTag> {
    let tags = this.personal.get(userId);
    if (!tags) this.personal.set(userId, (tags = new Map()));
    return tags;
  }
}

function indexed(row: IndexRow): IndexedTag {
  const target: TagTarget = row.contact_id ? { status: 'contact', contact_id: row.contact_id } : row.internal ? { status: 'internal' } : { status: 'ignored' };
  return { id: row.id, scope: row.scope, user_id: row.user_id, type: row.type, value: row.value, nature: row.nature, deleted: false, target };
}
