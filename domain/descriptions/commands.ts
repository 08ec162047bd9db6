import { assertNever, DomainError, NotFoundError, type Decider } from '../shared/decider.js';
import { evolve, type Description, type DescriptionEvent, type DescriptionFields, type DescriptionState } from './events.js';
import { say } from '../../i18n/text.js';

/** Who asks: administrators keep the firm's descriptions, everyone keeps their own personal ones. */
export type DescriptionActor = { readonly id: string; readonly admin: boolean };

type By = { actor: DescriptionActor; at: string };

export type DescriptionCommand =
  | ({ type: 'CreateDescription'; client_id: string; fields: DescriptionFields; user_ids: string[] } & By)
  | ({ type: 'ChangeDescription'; fields: DescriptionFields } & By)
  | ({ type: 'SetDescriptionUsers'; user_ids: string[] } & By)
  | ({ type: 'DeleteDescription' } & By);

/** A description for everyone or for named people is the firm's; only administrators make and change those. */
export class DescriptionNotYoursError extends DomainError {
  readonly code = 'forbidden';
  constructor() {
    super(say('description_not_yours'));
  }
}

/** Personal means its owner alone: naming other people for it contradicts that. */
export class PersonalDescriptionUsersError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('description_personal_users'), 'users');
  }
}

/** Ids are handed out by the server; a second create under one id is a caller's mistake. */
class DescriptionExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('description_exists'), 'id');
  }
}

function decide(command: DescriptionCommand, state: DescriptionState): DescriptionEvent[] {
  const { actor, at } = command;
  switch (command.type) {
    case 'CreateDescription': {
      if (state) throw new DescriptionExistsError();
      assertMayKeep(actor, actor.id, command.fields.personal);
      const user_ids = unique(command.user_ids);
      if (command.fields.personal && user_ids.length > 0) throw new PersonalDescriptionUsersError();
      return [{ type: 'DescriptionCreated', data: { client_id: command.client_id, owner_id: actor.id, ...command.fields, user_ids, at } }];
    }
    case 'ChangeDescription': {
      const current = existing(state);
      assertMayKeep(actor, current.owner_id, current.personal);
      assertMayKeep(actor, current.owner_id, command.fields.personal);
      const fields = command.fields;
      if (fields.personal && current.user_ids.length > 0) throw new PersonalDescriptionUsersError();
      const unchanged = (Object.keys(fields) as (keyof DescriptionFields)[]).every((key) => fields[key] === current[key]);
      return unchanged ? [] : [{ type: 'DescriptionChanged', data: { ...fields, at } }];
    }
    case 'SetDescriptionUsers': {
      const current = existing(state);
      assertMayKeep(actor, current.owner_id, current.personal);
      const user_ids = unique(command.user_ids);
      if (current.personal && user_ids.length > 0) throw new PersonalDescriptionUsersError();
      const same = user_ids.length === current.user_ids.length && user_ids.every((id) => current.user_ids.includes(id));
      return same ? [] : [{ type: 'DescriptionUsersSet', data: { user_ids, at } }];
    }
    case 'DeleteDescription': {
      const current = existing(state);
      assertMayKeep(actor, current.owner_id, current.personal);
      return [{ type: 'DescriptionDeleted', data: { at } }];
    }
    default:
      return assertNever(command);
  }
}

/** A personal description is its owner's alone; the firm's ones are the administrators'. */
function assertMayKeep(actor: DescriptionActor, ownerId: string, personal: boolean): void {
  const allowed = personal ? actor.id === ownerId : actor.admin;
  if (!allowed) throw new DescriptionNotYoursError();
}

function existing(state: DescriptionState): Description {
  if (!state) throw new NotFoundError(say('description_not_found'));
  return state;
}

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

export const descriptionDecider: Decider<DescriptionState, DescriptionCommand, DescriptionEvent> = { initialState: () => null, evolve, decide };

export const DESCRIPTION_STREAM_PREFIX = 'description-';
export const descriptionStream = (descriptionId: string) => `${DESCRIPTION_STREAM_PREFIX}${descriptionId}`;
export const descriptionIdOf = (streamId: string) => streamId.slice(DESCRIPTION_STREAM_PREFIX.length);
