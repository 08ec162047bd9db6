import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../i18n/message.js';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import {
  checkedCustomChanges,
  CustomFieldValuesError,
  withCustomChanges,
  customFieldDecider,
  InvalidCustomFieldError,
  type CustomFieldDefinition,
  type CustomFieldEvent,
} from './index.js';

const at = '2026-03-02T09:00:00.000Z';
const field = (key: string, type: CustomFieldDefinition['type'], options: string[] = []): CustomFieldDefinition => ({
  id: `id-${key}`,
  key,
  name: key,
  type,
  applies_to: 'activity',
  options,
});
const fields = [
  field('hours', 'int'),
  field('rate', 'decimal'),
  field('due', 'date'),
  field('billable', 'boolean'),
  field('kind', 'select', ['advice', 'audit']),
  field('ref', 'string'),
  field('memo', 'blob'),
];

/** The message a bad value gets, under customfields.<key>, in English. */
function refusal(changes: Record<string, unknown>): Record<string, string[]> | undefined {
  try {
    checkedCustomChanges(fields, changes);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(CustomFieldValuesError);
    const details = (error as CustomFieldValuesError).details ?? {};
    return Object.fromEntries(Object.entries(details).map(([field, messages]) => [field, messages.map(inEnglish)]));
  }
}

describe('custom field values', () => {
  it('are kept in the form of their type, numbers from text too', () => {
    expect(
      checkedCustomChanges(fields, { hours: '12', rate: '7,5', due: '2026-02-28', billable: true, kind: 'audit', ref: 'A-1', memo: 'long text' }),
    ).toEqual({ hours: 12, rate: 7.5, due: '2026-02-28', billable: true, kind: 'audit', ref: 'A-1', memo: 'long text' });
    expect(checkedCustomChanges(fields, { hours: -3, rate: 0.25 })).toEqual({ hours: -3, rate: 0.25 });
  });

  it('refuse what does not fit the type, each by its key', () => {
    expect(refusal({ hours: 'abc' })).toEqual({ 'customfields.hours': ['Not a whole number.'] });
    expect(refusal({ hours: 1.5 })).toEqual({ 'customfields.hours': ['Not a whole number.'] });
    expect(refusal({ rate: '1.2.3' })).toEqual({ 'customfields.rate': ['Not a number.'] });
    expect(refusal({ due: '2026-02-30' })).toEqual({ 'customfields.due': ['Not a valid date (YYYY-MM-DD).'] });
    expect(refusal({ due: '28-02-2026' })).toEqual({ 'customfields.due': ['Not a valid date (YYYY-MM-DD).'] });
    expect(refusal({ billable: 'yes' })).toEqual({ 'customfields.billable': ['Not true or false.'] });
    expect(refusal({ kind: 'tax' })).toEqual({ 'customfields.kind': ['Not one of the options: advice, audit.'] });
    expect(refusal({ ref: 'x'.repeat(256) })).toEqual({ 'customfields.ref': ['At most 255 characters.'] });
    expect(refusal({ ref: 5 })).toEqual({ 'customfields.ref': ['Not a text.'] });
    expect(refusal({ unknown: 1 })).toEqual({ 'customfields.unknown': ['No custom field has this key here.'] });
  });

  it('are all refused together, and nothing changes', () => {
    expect(Object.keys(refusal({ hours: 'abc', kind: 'tax', ref: 'fine' }) ?? {})).toEqual(['customfields.hours', 'customfields.kind']);
  });

  it('are cleared by null or an empty text, and left alone when not named', () => {
    expect(withCustomChanges({ hours: 3, ref: 'A' }, checkedCustomChanges(fields, { hours: null, kind: 'advice' }))).toEqual({ ref: 'A', kind: 'advice' });
    expect(withCustomChanges({ ref: 'A' }, checkedCustomChanges(fields, { ref: '' }))).toEqual({});
  });
});

describe('a custom field definition', () => {
  const spec = deciderSpec(customFieldDecider);
  const kind = field('kind', 'select', ['advice', 'audit']);
  const defined: CustomFieldEvent = { type: 'CustomFieldDefined', data: { ...kind, at } };

  it('is defined once per key and target; a select needs options', () => {
    spec.given([]).when({ type: 'DefineCustomField', definition: { ...kind, options: [' advice', 'audit', 'advice', ''] }, at }).then([defined]);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, id: 'other' }, at }).thenThrows(InvalidCustomFieldError, /key kind/);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, id: 'other', applies_to: 'dimension' }, at }).then([
      { type: 'CustomFieldDefined', data: { ...kind, id: 'other', applies_to: 'dimension', at } },
    ]);
    spec.given([]).when({ type: 'DefineCustomField', definition: { ...kind, options: [] }, at }).thenThrows(InvalidCustomFieldError, /option/);
  });

  it('changes its name and options, never its key or type', () => {
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, name: 'Kind of work', options: ['advice'] }, at }).then([
      { type: 'CustomFieldChanged', data: { id: kind.id, name: 'Kind of work', options: ['advice'], at } },
    ]);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: kind, at }).then([]);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, type: 'string' }, at }).thenThrows(InvalidCustomFieldError);
  });

  it('is removed when it exists', () => {
    spec.given([defined]).when({ type: 'RemoveCustomField', id: kind.id, at }).then([{ type: 'CustomFieldRemoved', data: { id: kind.id, at } }]);
    spec.given([]).when({ type: 'RemoveCustomField', id: kind.id, at }).thenThrows(NotFoundError);
  });
});
