import { NotFoundError, DomainError, assertNever, type Decider } from '../shared/decider.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import { referenceKey } from '../tags/references.js';
import { evolve, type ConditionTarget, type TagCondition, type TagConditionEvent, type TagConditionFields } from './events.js';
import { say } from '../../i18n/text.js';

export type TagConditionCommand =
  | { type: 'CreateTagCondition'; condition: TagConditionFields; at: string }
  | { type: 'ChangeTagCondition'; target: ConditionTarget; forced: boolean; at: string }
  | { type: 'DeleteTagCondition'; at: string };

/** A source has one condition: a second one asking otherwise is refused (change the first instead). */
export class TagConditionExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('tag_condition_exists'), 'value');
  }
}

function decide(command: TagConditionCommand, condition: TagCondition): TagConditionEvent[] {
  const { at } = command;
  switch (command.type) {
    case 'CreateTagCondition': {
      if (!condition) return [{ type: 'TagConditionCreated', data: { ...command.condition, at } }];
      if (same(condition, command.condition)) return [];
      throw new TagConditionExistsError();
    }
    case 'ChangeTagCondition': {
      const current = existing(condition);
      return same(current, command) ? [] : [{ type: 'TagConditionChanged', data: { target: command.target, forced: command.forced, at } }];
    }
    case 'DeleteTagCondition':
      existing(condition);
      return [{ type: 'TagConditionDeleted', data: { at } }];
    default:
      return assertNever(command);
  }
}

const same = (a: { target: ConditionTarget; forced: boolean }, b: { target: ConditionTarget; forced: boolean }) =>
  a.forced === b.forced && a.target.status === b.target.status && (a.target.status !== 'contact' || (b.target.status === 'contact' && a.target.contact_id === b.target.contact_id));

function existing(condition: TagCondition): TagConditionFields {
  if (!condition) throw new NotFoundError(say('tag_condition_not_found'));
  return condition;
}

export const tagConditionDecider: Decider<TagCondition, TagConditionCommand, TagConditionEvent> = { initialState: () => null, evolve, decide };

/** One condition per firm and source, for good: two racing creates of one source land on one stream. */
export function tagConditionIdFor(condition: Pick<TagConditionFields, 'client_id' | 'type' | 'value'>): string {
  return nameBasedUuid(`tally-tag-condition:${condition.client_id}:${referenceKey(condition)}`);
}

/** Not `tag-…`: the tags projection reads every stream that begins so. */
export const TAG_CONDITION_STREAM_PREFIX = 'tag_condition-';
export const tagConditionStream = (conditionId: string) => `${TAG_CONDITION_STREAM_PREFIX}${conditionId}`;
export const tagConditionIdOf = (streamId: string) => streamId.slice(TAG_CONDITION_STREAM_PREFIX.length);
