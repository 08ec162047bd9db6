import type pg from 'pg';
import type { Logger } from 'pino';
import type { DecidingTag } from '../../domain/days/index.js';
import { decidingTag, referencesOf, type ActivitySubject, type Reference } from '../../domain/tags/index.js';
import { START, type GlobalPosition } from '../../eventstore/port.js';
import { FirmTags, type IndexRow, type IndexedTag } from './firm-tags.js';

export interface TagIndexOptions {
  /** How often the index reads the rows changed since its last read (tags written by other processes). */
  refreshMs?: number;
  /** Rows per read of changes. */
  batchSize?: number;
  logger?: Pick<Logger, 'warn'>;
}

const ROW = `id, client_id, user_id, scope, type, value, contact_id, internal, ignored, nature, deleted_at,
  position_commit::float8 AS position_commit, position_prepare::float8 AS position_prepare`;

type StoredRow = Omit<IndexRow, 'position'> & { position_commit: number; position_prepare: number };

/**
 * The tags read model in memory, for registration: per firm its general tags and its people's personal ones, keyed
 * by reference, so the tag of an activity's handful of references is a few Map gets (no query). A firm is loaded
 * from the read model on its first look-up; from then on the index reads the rows changed since the last position it
 * saw (each row carries the position of the event that changed it last, and the tags projection writes in position
 * order), every `refreshMs` and whenever `refresh()` is called: the tag calls call it after their commands, so
 * the next registration in this process sees the change; other processes see it within `refreshMs`.
 */
export class TagIndex {
  private readonly firms = new Map<string, Promise<FirmTags>>();
  /** Where the next read of changes starts: the read model's last position before the first firm was loaded. */
  private since: Promise<GlobalPosition> | undefined;
  /** A read of changes that has not started yet, which every refresh until it starts shares; and the one running. */
  private queued: Promise<void> | undefined;
  private running: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: TagIndexOptions = {},
  ) {}

  /**
   * The tag that decides an activity with these references for this person (domain/tags/match.ts): their personal
   * tags first, then the firm's general ones, the most specific reference first. Undefined when none does.
   */
  async lookupTag(clientId: string, userId: string, references: readonly Reference[]): Promise<IndexedTag | undefined> {
    const firm = await this.firm(clientId);
    return decidingTag(references, firm.candidates(userId, references));
  }

  /**
   * The tag that decides an activity being registered (or re-tagged) for its person: what the RegisterActivity and
   * ApplyTags commands carry, from the references of its source and context. None when the activity is tagged by
   * hand (a contact or internal given with it): a person's own hand wins, so there is nothing to look up.
   */
  async decidingTagOf(owner: { client_id: string; user_id: string }, activity: ActivitySubject & { contact_id: string | null; internal: boolean }): Promise<DecidingTag | undefined> {
    if (activity.contact_id !== null || activity.internal) return undefined;
    return this.decidingTagAmong(owner, referencesOf(activity));
  }

  /** The tag that decides detected activity known by these references (a sent mail's recipients, a call's participants). */
  async decidingTagAmong(owner: { client_id: string; user_id: string }, references: readonly Reference[]): Promise<DecidingTag | undefined> {
    const tag = await this.lookupTag(owner.client_id, owner.user_id, references);
    return tag && { tag_id: tag.id, reference: { type: tag.type, value: tag.value }, target: tag.target };
  }

  /** Reads the rows changed since the last read into the firms loaded; resolves once a read that began after the call is done. */
  refresh(): Promise<void> {
    if (!this.queued) {
      const queued = this.running.then(() => {
        this.queued = undefined;
        return this.readChanges();
      });
      this.queued = queued;
      this.running = queued.catch(() => undefined);
    }
    return this.queued;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.refresh().catch((error: unknown) => this.options.logger?.warn({ err: error }, 'reading changed tags failed; trying again'));
    }, this.options.refreshMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private firm(clientId: string): Promise<FirmTags> {
    let firm = this.firms.get(clientId);
    if (!firm) {
      firm = this.load(clientId);
      this.firms.set(clientId, firm);
      // A failed load is tried again on the next look-up.
      firm.catch(() => this.firms.delete(clientId));
    }
    return firm;
  }

  private async load(clientId: string): Promise<FirmTags> {
    // Before the firm's rows are read: what changes after them is read as a change (and read twice is harmless).
    this.since ??= this.lastPosition().catch((error: unknown) => {
      this.since = undefined;
      throw error;
    });
    await this.since;
    const { rows } = await this.pool.query<StoredRow>(`SELECT ${ROW} FROM tags WHERE client_id = $1 AND nature = 'tag' AND deleted_at IS NULL`, [clientId]);
    const firm = new FirmTags();
    for (const row of rows) firm.put(indexRow(row));
    return firm;
  }

  private async lastPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ commit: number; prepare: number }>(
      'SELECT position_commit::float8 AS commit, position_prepare::float8 AS prepare FROM tags ORDER BY position_commit DESC, position_prepare DESC LIMIT 1',
    );
    return rows[0] ?? START;
  }

  private async readChanges(): Promise<void> {
    if (!this.since) return;
    let from = await this.since;
    const batchSize = this.options.batchSize ?? 5000;
    for (;;) {
      const { rows } = await this.pool.query<StoredRow>(
        `SELECT ${ROW} FROM tags WHERE (position_commit, position_prepare) > ($1::bigint, $2::bigint)
         ORDER BY position_commit, position_prepare LIMIT ${batchSize}`,
        [from.commit, from.prepare],
      );
      for (const row of rows) {
        // A firm whose load is under way gets the row too: its load may have read an older snapshot.
        const firm = this.firms.get(row.client_id);
        if (firm) (await firm.catch(() => undefined))?.put(indexRow(row));
      }
      const last = rows[rows.length - 1];
      if (last) from = { commit: last.position_commit, prepare: last.position_prepare };
      this.since = Promise.resolve(from);
      if (rows.length < batchSize) return;
    }
  }
}

function indexRow({ position_commit, position_prepare, ...row }: StoredRow): IndexRow {
  return { ...row, position: { commit: position_commit, prepare: position_prepare } };
}
