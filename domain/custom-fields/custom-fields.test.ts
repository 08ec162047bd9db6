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
  levels: [],
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

  it('on a dimension, are taken only for the fields kept on its level', () => {
    const budget: CustomFieldDefinition = { ...field('budget', 'int'), applies_to: 'dimension', levels: ['project'] };
    expect(checkedCustomChanges([budget], { budget: 4 }, 'project')).toEqual({ budget: 4 });
    expect(() => checkedCustomChanges([budget], { budget: 4 }, 'working_code')).toThrow(CustomFieldValuesError);
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
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, id: 'other', applies_to: 'dimension', levels: ['project'] }, at }).then([
      { type: 'CustomFieldDefined', data: { ...kind, id: 'other', applies_to: 'dimension', levels: ['project'], at } },
    ]);
    spec.given([]).when({ type: 'DefineCustomField', definition: { ...kind, options: [] }, at }).thenThrows(InvalidCustomFieldError, /option/);
  });

  it('changes its name and options, never its key or type', () => {
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, name: 'Kind of work', options: ['advice'] }, at }).then([
      { type: 'CustomFieldChanged', data: { id: kind.id, name: 'Kind of work', options: ['advice'], levels: [], at } },
    ]);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: kind, at }).then([]);
    spec.given([defined]).when({ type: 'DefineCustomField', definition: { ...kind, type: 'string' }, at }).thenThrows(InvalidCustomFieldError);
  });

  it('of dimensions is kept on the levels it names, at least one, which may change; one defined before levels on all', () => {
    const budget = { ...field('budget', 'int'), applies_to: 'dimension' as const, levels: ['working_code' as const, 'project' as const] };
    const budgetDefined: CustomFieldEvent = { type: 'CustomFieldDefined', data: { ...budget, levels: ['project', 'working_code'], at } };
    spec.given([]).when({ type: 'DefineCustomField', definition: budget, at }).then([budgetDefined]);
    spec.given([]).when({ type: 'DefineCustomField', definition: { ...budget, levels: [] }, at }).thenThrows(InvalidCustomFieldError, /at least one level/);
    spec.given([budgetDefined]).when({ type: 'DefineCustomField', definition: { ...budget, levels: ['subproject'] }, at }).then([
      { type: 'CustomFieldChanged', data: { id: budget.id, name: 'budget', options: [], levels: ['subproject'], at } },
    ]);
    const { levels: _levels, ...recordedBefore } = budget;
    const fields = customFieldDecider.evolve(new Map(), { type: 'CustomFieldDefined', data: { ...recordedBefore, at } });
    expect(fields.get(budget.id)?.levels).toEqual(['project', 'subproject', 'working_code']);
  });

  it('is removed when it exists', () => {
    spec.given([defined]).when({ type: 'RemoveCustomField', id: kind.id, at }).then([{ type: 'CustomFieldRemoved', data: { id: kind.id, at } }]);
    spec.given([]).when({ type: 'RemoveCustomField', id: kind.id, at }).thenThrows(NotFoundError);
  });
});
