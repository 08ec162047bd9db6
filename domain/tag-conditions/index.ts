/** Tag conditions (permanent tags): an administrator's rules that make, and keep, a general tag of a source. */
export {
  TAG_CONDITION_STREAM_PREFIX,
  TagConditionExistsError,
  tagConditionDecider,
  tagConditionIdFor,
  tagConditionIdOf,
  tagConditionStream,
  type TagConditionCommand,
} from './commands.js';
export { tagConditionEventTypes, type ConditionTarget, type TagConditionEvent, type TagConditionFields } from './events.js';
