import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import { tagConditionDecider, TagConditionExistsError, tagConditionIdFor, type TagConditionEvent, type TagConditionFields } from './index.js';

const spec = deciderSpec(tagConditionDecider);
const at = '2026-03-02T09:00:00.000Z';
const base = { client_id: 'c1', type: 'process' as const, value: 'excel' };
const condition: TagConditionFields = { condition_id: tagConditionIdFor(base), ...base, target: { status: 'internal' }, forced: true };
const created: TagConditionEvent = { type: 'TagConditionCreated', data: { ...condition, at } };

describe('a tag condition', () => {
  it('is one per firm and source, whatever case a caseless source is written in', () => {
    expect(tagConditionIdFor({ ...base, type: 'company', value: 'Acme' })).toBe(tagConditionIdFor({ ...base, type: 'company', value: 'ACME' }));
    expect(tagConditionIdFor(base)).not.toBe(tagConditionIdFor({ ...base, client_id: 'c2' }));
  });

  it('is created once: a create asking the same again changes nothing, one asking otherwise is refused', () => {
    spec.given([]).when({ type: 'CreateTagCondition', condition, at }).then([created]);
    spec.given([created]).when({ type: 'CreateTagCondition', condition, at }).then([]);
    spec.given([created]).when({ type: 'CreateTagCondition', condition: { ...condition, forced: false }, at }).thenThrows(TagConditionExistsError);
  });

  it('changes its target and forcing, records nothing when asked for what it says, and once deleted is gone', () => {
    spec
      .given([created])
      .when({ type: 'ChangeTagCondition', target: { status: 'contact', contact_id: 'k1' }, forced: true, at })
      .then([{ type: 'TagConditionChanged', data: { target: { status: 'contact', contact_id: 'k1' }, forced: true, at } }]);
    spec.given([created]).when({ type: 'ChangeTagCondition', target: { status: 'internal' }, forced: true, at }).then([]);
    spec.given([created]).when({ type: 'DeleteTagCondition', at }).then([{ type: 'TagConditionDeleted', data: { at } }]);
    const deleted: TagConditionEvent = { type: 'TagConditionDeleted', data: { at } };
    spec.given([created, deleted]).when({ type: 'DeleteTagCondition', at }).thenThrows(NotFoundError);
    spec.given([created, deleted]).when({ type: 'CreateTagCondition', condition, at }).then([created]);
  });
});
