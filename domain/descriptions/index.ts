/** Standard descriptions: texts a person picks when booking, per dimension, with dynamic tags for the period. */
export {
  DESCRIPTION_STREAM_PREFIX,
  DescriptionNotYoursError,
  PersonalDescriptionUsersError,
  descriptionDecider,
  descriptionIdOf,
  descriptionStream,
  type DescriptionActor,
  type DescriptionCommand,
} from './commands.js';
export { DYNAMIC_TAGS, expandDynamicTags } from './dynamic-tags.js';
export { descriptionEventTypes, type DescriptionEvent, type DescriptionFields } from './events.js';
