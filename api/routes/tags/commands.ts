import type { FastifyInstance, FastifyRequest } from 'fastify';
import { foldStream } from '../../../domain/shared/decider.js';
import {
  InvalidTagTargetError,
  tagDecider,
  tagStream,
  tagTargetOf,
  type Actor,
  type TagCommand,
  type TagNature,
  type TagTarget,
  type TargetFields,
} from '../../../domain/tags/index.js';
import { comparePositions, type GlobalPosition } from '../../../eventstore/port.js';
import { findContact } from '../../../projections/contacts/queries.js';
import { findVisibleTags, type TagRow } from '../../../projections/tags/queries.js';
import { execute } from '../../commands.js';
import { ApiError } from '../../errors/catalogue.js';
import { awaitWritten } from '../../plugins/read-your-writes.js';
import { toTagResource } from './present.js';
import { say } from '../../../i18n/text.js';

/** Who gives a tag command: the signed-in person, and whether they are an administrator (locked tags are theirs). */
export const actorOf = (request: FastifyRequest): Actor => ({ user_id: request.user.id, admin: request.user.role === 'admin' });

export const now = (app: FastifyInstance) => app.deps.clock().toISOString();

/** A change of a tag's target (with its nature) and of its lock, each when asked for: the lock after the target, which an administrator may still change. */
export function changeCommands(change: { target: TagTarget | undefined; nature: TagNature; locked: boolean | undefined }, actor: Actor, at: string): TagCommand[] {
  const commands: TagCommand[] = [];
  if (change.target) commands.push({ type: 'ChangeTag', target: change.target, nature: change.nature, actor, at });
  if (change.locked !== undefined) commands.push({ type: change.locked ? 'LockTag' : 'UnlockTag', actor, at });
  return commands;
}

/** The target the body names; a tag needs one. */
export function requiredTarget(fields: TargetFields): TagTarget {
  const target = tagTargetOf(fields);
  if (!target) throw new InvalidTagTargetError(say('tag_target_missing'), 'contact_id');
  return target;
}

/** A tag's contact is one of the firm's (404 like any record one cannot see) and not archived. */
export async function assertContact(app: FastifyInstance, request: FastifyRequest, target: TagTarget | undefined): Promise<void> {
  if (target?.status !== 'contact') return;
  const contact = await findContact(app.deps.pool, request.user.client_id, target.contact_id);
  if (!contact) throw new ApiError('model_not_found', say('contact_not_found'));
  if (contact.deleted_at) throw new ApiError('validation_failed', undefined, { contact_id: [say('contact_archived')] });
}

/** The tags of `ids` the caller sees (the firm's general ones, their own personal ones), in that order; 404 if one is not. */
export async function visibleTags(app: FastifyInstance, request: FastifyRequest, ids: readonly string[]): Promise<TagRow[]> {
  const found = new Map((await findVisibleTags(app.deps.pool, request.user, ids)).map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? notFound());
}

export async function visibleTag(app: FastifyInstance, request: FastifyRequest, id: string): Promise<TagRow> {
  const [row] = await findVisibleTags(app.deps.pool, request.user, [id]);
  return row ?? notFound();
}

export const presentTag = async (app: FastifyInstance, request: FastifyRequest, id: string) => toTagResource(await visibleTag(app, request, id));

function notFound(): never {
  throw new ApiError('model_not_found', say('tag_not_found'));
}

/**
 * Runs commands on tags, each list on its own tag's stream: first decided on each tag's current state, so that a
 * refusal of any (a locked tag, a forced one) changes nothing at all, then for real (where a tag changed meanwhile,
 * the domain decides again). Answers once the read models and this process's tag index show every tag as the
 * commands left it (also one a command left as it was, such as the loser of two racing creates, which another
 * request may have written just now), and tells whether any command changed something.
 */
export async function runTagCommands(app: FastifyInstance, request: FastifyRequest, work: ReadonlyArray<readonly [tagId: string, commands: readonly TagCommand[]]>): Promise<boolean> {
  for (const [tagId, commands] of work) {
    let tag = await app.deps.tags.state(tagStream(tagId));
    for (const command of commands) tag = foldStream(tagDecider, tagDecider.decide(command, tag), tag);
  }
  let changed = false;
  let last: { stream: string; position: GlobalPosition } | undefined;
  for (const [tagId, commands] of work) {
    const stream = tagStream(tagId);
    let position: GlobalPosition | undefined;
    let revision = -1;
    for (const command of commands) {
      const outcome = await execute(app, request, app.deps.tags, stream, command, { waitForReadModels: false });
      position = outcome.position ?? position;
      revision = outcome.revision;
    }
    changed ||= position !== undefined;
    if (!position && revision >= 0) position = (await app.deps.store.readStream(stream, revision))[0]?.position;
    if (position && (!last || comparePositions(position, last.position) > 0)) last = { stream, position };
  }
  if (last && !(await awaitWritten(app, last))) request.log.warn({ position: last.position }, 'read models did not catch up in time; answering with what they show');
  await app.deps.tagIndex.refresh();
  return changed;
}
