import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generalTagOf, ReferenceOfAnotherContactError, referenceTagCreation, type ContactReference } from '../../../domain/contacts/index.js';
import { referenceKey, SYSTEM_ACTOR as SYSTEM, tagIdFor, tagStream, type Tag, type TagCommand } from '../../../domain/tags/index.js';
import { findContact } from '../../../projections/contacts/queries.js';
import { now, runTagCommands } from '../tags/commands.js';

/*
 * A contact's references are general tags pointing to it. The contact keeps them in step, as the system: a
 * reference added gets its tag (made, or made anew when deleted); one removed loses its tag while that still points
 * to the contact and no tag condition forces it. Personal tags are never touched, and neither is a tag a person
 * pointed elsewhere.
 */

/** Whether a tag points to the contact (and is not deleted): what a contact's reference asks of its tag. */
const pointsTo = (tag: Tag, contactId: string) => tag !== null && !tag.deleted && tag.target.status === 'contact' && tag.target.contact_id === contactId;

/**
 * Refuses, before anything changes, a reference whose general tag says something else (another contact's, internal,
 * ignored, or forced by a tag condition): the contact would take it from whoever set it. Names the reference's field.
 */
export async function assertReferencesFree(app: FastifyInstance, request: FastifyRequest, contactId: string, references: readonly ContactReference[]): Promise<void> {
  for (const [index, reference] of references.entries()) {
    const tag = await app.deps.tags.state(tagStream(tagIdFor(generalTagOf(request.user.client_id, reference))));
    if (tag === null || tag.deleted || (pointsTo(tag, contactId) && !tag.forced)) continue;
    const other = tag.target.status === 'contact' ? await findContact(app.deps.pool, request.user.client_id, tag.target.contact_id) : undefined;
    const owner = other?.name ?? (tag.forced ? 'a tag condition' : `a tag marking it ${tag.target.status}`);
    throw new ReferenceOfAnotherContactError(reference.value, owner, index);
  }
}

/** Brings the general tags of a contact's references in step with them: `before` its references until now, `after` from now. */
export async function syncReferenceTags(
  app: FastifyInstance,
  request: FastifyRequest,
  contactId: string,
  before: readonly ContactReference[],
  after: readonly ContactReference[],
): Promise<void> {
  const kept = new Set(after.map(referenceKey));
  const at = now(app);
  const work: Array<readonly [string, TagCommand[]]> = [];
  for (const reference of after) {
    const { tagId, command } = referenceTagCreation(request.user.client_id, contactId, reference, at);
    const tag = await app.deps.tags.state(tagStream(tagId));
    if (tag !== null && !tag.deleted) continue;
    work.push([tagId, [command]]);
  }
  for (const reference of before.filter((old) => !kept.has(referenceKey(old)))) {
    const tagId = tagIdFor(generalTagOf(request.user.client_id, reference));
    const tag = await app.deps.tags.state(tagStream(tagId));
    if (pointsTo(tag, contactId) && !tag?.forced) work.push([tagId, [{ type: 'DeleteTag', actor: SYSTEM, at }]]);
  }
  if (work.length > 0) await runTagCommands(app, request, work);
}
