import { DateTime } from 'luxon';
import { DomainError } from '../shared/decider.js';
import type { CustomFieldDefinition, CustomFieldType } from './events.js';

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
  constructor(errors: Record<string, string[]>) {
    super('Some custom field values do not fit their field.', undefined, errors);
  }
}

type Check = (value: unknown, field: CustomFieldDefinition) => CustomValue | string[];

const INT = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

const text = (max: number): Check => (value) =>
  typeof value !== 'string' ? ['Not a text.'] : value.length > max ? [`At most ${max} characters.`] : value;

/** Numbers arrive as JSON numbers or as text (a form's field); a decimal comma is read as a point. */
function numeric(value: unknown, pattern: RegExp): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !pattern.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

const CHECKS: Record<CustomFieldType, Check> = {
  blob: text(CUSTOM_BLOB_MAX),
  string: text(CUSTOM_STRING_MAX),
  boolean: (value) => (typeof value === 'boolean' ? value : ['Not true or false.']),
  int: (value) => {
    const number = numeric(value, INT);
    return number !== undefined && Number.isSafeInteger(number) ? number : ['Not a whole number.'];
  },
  decimal: (value) => numeric(value, DECIMAL) ?? ['Not a number.'],
  date: (value) =>
    typeof value === 'string' && DateTime.fromFormat(value, 'yyyy-MM-dd').isValid ? value : ['Not a valid date (YYYY-MM-DD).'],
  select: (value, field) => (typeof value === 'string' && field.options.includes(value) ? value : [`Not one of the options: ${field.options.join(', ')}.`]),
};

/** A change of values: a value per key, null clearing it. */
export type CustomValueChanges = Readonly<Record<string, CustomValue | null>>;

/**
 * A change as given, checked against the fields that apply: each value by its field's type, null (or an empty text)
 * clearing it. Throws every bad value at once.
 */
export function checkedCustomChanges(fields: readonly CustomFieldDefinition[], changes: Readonly<Record<string, unknown>>): CustomValueChanges {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: Record<string, string[]> = {};
  const checked: Record<string, CustomValue | null> = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = byKey.get(key);
    if (!field) errors[`customfields.${key}`] = ['No custom field has this key here.'];
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
