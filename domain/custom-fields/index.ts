/** Custom fields (product-spec §3): the firm's own fields on dimensions and activities, with values checked by type. */
export {
  CUSTOM_FIELDS_STREAM_PREFIX,
  clientOfCustomFieldsStream,
  customFieldDecider,
  customFieldsStream,
  InvalidCustomFieldError,
} from './commands.js';
export {
  CUSTOM_FIELD_LEVELS,
  customFieldLevelOf,
  levelsOf,
  CUSTOM_FIELD_TARGETS,
  CUSTOM_FIELD_TYPES,
  customFieldEventTypes,
  type CustomFieldDefinition,
  type CustomFieldEvent,
  type CustomFieldLevel,
  type CustomFieldTarget,
} from './events.js';
export {
  CUSTOM_BLOB_MAX,
  CustomFieldValuesError,
  checkedCustomChanges,
  sameCustomValues,
  withCustomChanges,
  type CustomValueChanges,
  type CustomValues,
} from './values.js';
