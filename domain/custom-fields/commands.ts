import { assertNever, DomainError, NotFoundError, type Decider } from '../shared/decider.js';
import { CUSTOM_FIELD_LEVELS, evolve, type CustomFieldDefinition, type CustomFieldEvent, type CustomFields } from './events.js';
import { say } from '../../i18n/text.js';

type At = { at: string };

type CustomFieldCommand =
  | ({ type: 'DefineCustomField'; definition: CustomFieldDefinition } & At)
  | ({ type: 'RemoveCustomField'; id: string } & At);

/** A definition that cannot hold values: a select without options, a key taken, a type changed. */
export class InvalidCustomFieldError extends DomainError {
  readonly code = 'validation_failed';
}

/** Defining creates a field, or changes the name and options of the field with that id; key and type stay. */
function decide(command: CustomFieldCommand, fields: CustomFields): CustomFieldEvent[] {
  const { at } = command;
  switch (command.type) {
    case 'DefineCustomField': {
      const definition = {
        ...command.definition,
        options: command.definition.type === 'select' ? unique(command.definition.options) : [],
        levels: command.definition.applies_to === 'dimension' ? CUSTOM_FIELD_LEVELS.filter((level) => command.definition.levels.includes(level)) : [],
      };
      if (definition.type === 'select' && definition.options.length === 0) {
        throw new InvalidCustomFieldError(say('custom_field_select_options'), 'options');
      }
      if (definition.applies_to === 'dimension' && definition.levels.length === 0) {
        throw new InvalidCustomFieldError(say('custom_field_levels'), 'levels');
      }
      const current = fields.get(definition.id);
      if (!current) {
        const taken = [...fields.values()].some((field) => field.applies_to === definition.applies_to && field.key === definition.key);
        if (taken) throw new InvalidCustomFieldError(say(definition.applies_to === 'activity' ? 'custom_field_key_taken_activities' : 'custom_field_key_taken_dimensions', { key: definition.key }), 'key');
        return [{ type: 'CustomFieldDefined', data: { ...definition, at } }];
      }
      if (current.key !== definition.key || current.type !== definition.type || current.applies_to !== definition.applies_to) {
        throw new InvalidCustomFieldError(say('custom_field_fixed'), 'type');
      }
      const same = current.name === definition.name && current.options.join('\n') === definition.options.join('\n') && current.levels.join() === definition.levels.join();
      const { id, name, options, levels } = definition;
      return same ? [] : [{ type: 'CustomFieldChanged', data: { id, name, options, levels, at } }];
    }
    case 'RemoveCustomField':
      if (!fields.has(command.id)) throw new NotFoundError(say('custom_field_not_found'));
      return [{ type: 'CustomFieldRemoved', data: { id: command.id, at } }];
    default:
      return assertNever(command);
  }
}

const unique = (options: readonly string[]) => [...new Set(options.map((option) => option.trim()).filter(Boolean))];

export const customFieldDecider: Decider<CustomFields, CustomFieldCommand, CustomFieldEvent> = { initialState: () => new Map(), evolve, decide };

export const CUSTOM_FIELDS_STREAM_PREFIX = 'custom-fields-';
export const customFieldsStream = (clientId: string) => `${CUSTOM_FIELDS_STREAM_PREFIX}${clientId}`;
export const clientOfCustomFieldsStream = (streamId: string) => streamId.slice(CUSTOM_FIELDS_STREAM_PREFIX.length);
