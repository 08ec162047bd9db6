import { DateTime } from 'luxon';
import { DomainError } from '../shared/decider.js';
import type { CustomFieldDefinition, CustomFieldLevel, CustomFieldType } from './events.js';
import type { Translatable } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';

/** A custom field's value as kept: text (blob, date, select, string), a number (decimal, int) or a yes/no. */
type CustomValue = string | number | boolean;
/** Values by their field's key; a key absent has no value. */
export type CustomValues = Readonly<Record<string, CustomValue>>;

/** Longest text a string field takes; a blob takes longer texts. */
const CUSTOM_STRING_MAX = 255;
export const CUSTOM_BLOB_MAX = 65_535;

/** Every bad value of a change, by `customfields.<key>`: the caller sees all of them at once. */
export class CustomFieldValuesError extends DomainError {
  readonly code = 'validation_failed';
  constructor(errors: Record<string, Translatable[]>) {
    super(say('custom_values_invalid'), undefined, errors);
  }
}

type Check = (value: unknown, field: CustomFieldDefinition) => CustomValue | Translatable[];

const INT = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

const text = (max: number): Check => (value) =>
  typeof value !== 'string' ? [say('custom_value_not_text')] : value.length > max ? [say('custom_value_too_long', { max })] : value;

/** Numbers arrive as JSON numbers or as text (a form's field); a decimal comma is read as a point. */
function numeric(value: unknown, pattern: RegExp): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !pattern.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

const CHECKS: Record<CustomFieldType, Check> = {
  blob: text(CUSTOM_BLOB_MAX),
  string: text(CUSTOM_STRING_MAX),
  boolean: (value) => (typeof value === 'boolean' ? value : [say('custom_value_not_boolean')]),
  int: (value) => {
    const number = numeric(value, INT);
    return number !== undefined && Number.isSafeInteger(number) ? number : [say('custom_value_not_whole')];
  },
  decimal: (value) => numeric(value, DECIMAL) ?? [say('custom_value_not_number')],
  date: (value) =>
    typeof value === 'string' && DateTime.fromFormat(value, 'yyyy-MM-dd').isValid ? value : [say('custom_value_not_date')],
  select: (value, field) => (typeof value === 'string' && field.options.includes(value) ? value : [say('custom_value_not_option', { options: field.options.join(', ') })]),
};

/** A change of values: a value per key, null clearing it. */
export type CustomValueChanges = Readonly<Record<string, CustomValue | null>>;

/**
 * A change as given, checked against the fields of its target: each value by its field's type, null (or an empty
 * text) clearing it; on a dimension, only the fields kept on its level take a value. Throws every bad value at once.
 */
export function checkedCustomChanges(fields: readonly CustomFieldDefinition[], changes: Readonly<Record<string, unknown>>, level?: CustomFieldLevel): CustomValueChanges {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: Record<string, Translatable[]> = {};
  const checked: Record<string, CustomValue | null> = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = byKey.get(key);
    if (!field) errors[`customfields.${key}`] = [say('custom_value_unknown')];
    else if (level !== undefined && !field.levels.includes(level)) errors[`customfields.${key}`] = [say('custom_value_not_on_level')];
    else if (value === null || value === '') checked[key] = null;
    else {
      const outcome = CHECKS[field.type](value, field);
      if (Array.isArray(outcome)) errors[`customfields.${key}`] = outcome;
      else checked[key] = outcome;
    }
  }
  if (Object.keys(errors).length > 0) throw new CustomFieldValuesError(errors);
  return checked;
}

/** The values kept after a checked change. */
export function withCustomChanges(kept: CustomValues, changes: CustomValueChanges): CustomValues {
  const next: Record<string, CustomValue> = { ...kept };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Two sets of values alike, whatever their keys' order. */
export function sameCustomValues(a: CustomValues, b: CustomValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
