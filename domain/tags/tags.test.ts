import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { NotFoundError } from '../shared/decider.js';
import { tagDecider, type Actor, type TagDraft } from './commands.js';
import { InvalidTagTargetError, TagExistsError, TagForcedError, TagLockedError, TagLockingForbiddenError } from './errors.js';
import type { TagEvent } from './events.js';
import { tagIdFor } from './tag-id.js';
import { tagTargetOf } from './target.js';

const spec = deciderSpec(tagDecider);
const at = '2026-03-02T09:00:00.000Z';
const person: Actor = { user_id: 'u1', admin: false };
const admin: Actor = { user_id: 'u9', admin: true };
const acme = { status: 'contact', contact_id: 'k1' } as const;
const draft: TagDraft = { client_id: 'c1', scope: 'general', user_id: null, type: 'email_domain', value: 'acme.nl', target: acme, nature: 'tag', forced: false };
const created: TagEvent = { type: 'TagCreated', data: { tag_id: tagIdFor(draft), ...draft, at } };
const locked: TagEvent = { type: 'TagLocked', data: { at } };
const forced: TagEvent = { type: 'TagCreated', data: { tag_id: tagIdFor(draft), ...draft, forced: true, at } };

describe('a tag', () => {
  it('has one id per firm, scope, owner and reference, whatever case a caseless reference is written in', () => {
    expect(tagIdFor({ ...draft, type: 'company', value: 'Acme' })).toBe(tagIdFor({ ...draft, type: 'company', value: 'ACME' }));
    expect(tagIdFor(draft)).not.toBe(tagIdFor({ ...draft, client_id: 'c2' }));
    expect(tagIdFor({ ...draft, scope: 'personal', user_id: 'u1' })).not.toBe(tagIdFor({ ...draft, scope: 'personal', user_id: 'u2' }));
    expect(tagIdFor({ ...draft, scope: 'personal', user_id: 'u1' })).not.toBe(tagIdFor(draft));
  });

  it('is created once: a second create asking the same is answered with it, one asking otherwise is refused', () => {
    spec.given([]).when({ type: 'CreateTag', tag: draft, actor: person, at }).then([created]);
    spec.given([created]).when({ type: 'CreateTag', tag: draft, actor: person, at }).then([]);
    spec.given([created]).when({ type: 'CreateTag', tag: { ...draft, target: { status: 'internal' } }, actor: person, at }).thenThrows(TagExistsError);
  });

  it('is created anew over a deleted one', () => {
    const deleted: TagEvent = { type: 'TagDeleted', data: { at } };
    const internal = { ...draft, target: { status: 'internal' } as const };
    spec.given([created, deleted]).when({ type: 'CreateTag', tag: internal, actor: person, at }).then([{ type: 'TagCreated', data: { tag_id: tagIdFor(draft), ...internal, at } }]);
  });

  it('changes its contact, internal or ignored and its nature, and records nothing when nothing changes', () => {
    spec.given([created]).when({ type: 'ChangeTag', target: { status: 'ignored' }, nature: 'tag', actor: person, at }).then([{ type: 'TagChanged', data: { target: { status: 'ignored' }, nature: 'tag', at } }]);
    spec.given([created]).when({ type: 'ChangeTag', target: acme, nature: 'tag', actor: person, at }).then([]);
    spec.given([created]).when({ type: 'ChangeTag', target: acme, nature: 'log', actor: person, at }).then([{ type: 'TagChanged', data: { target: acme, nature: 'log', at } }]);
  });

  it('once locked, is changed, deleted and unlocked only by an administrator', () => {
    const change = { type: 'ChangeTag', target: { status: 'internal' }, nature: 'tag', at } as const;
    spec.given([created, locked]).when({ ...change, actor: person }).thenThrows(TagLockedError, /locked by an administrator/);
    spec.given([created, locked]).when({ ...change, target: acme, actor: person }).then([]);
    spec.given([created, locked]).when({ type: 'DeleteTag', actor: person, at }).thenThrows(TagLockedError);
    spec.given([created, locked]).when({ type: 'UnlockTag', actor: person, at }).thenThrows(TagLockedError);
    spec.given([created, locked]).when({ ...change, actor: admin }).then([{ type: 'TagChanged', data: { target: { status: 'internal' }, nature: 'tag', at } }]);
    spec.given([created, locked]).when({ type: 'UnlockTag', actor: admin, at }).then([{ type: 'TagUnlocked', data: { at } }]);
  });

  it('is locked by administrators only; locking twice changes nothing', () => {
    spec.given([created]).when({ type: 'LockTag', actor: person, at }).thenThrows(TagLockingForbiddenError);
    spec.given([created]).when({ type: 'LockTag', actor: admin, at }).then([locked]);
    spec.given([created, locked]).when({ type: 'LockTag', actor: admin, at }).then([]);
    spec.given([created]).when({ type: 'UnlockTag', actor: person, at }).then([]);
  });

  it('made by a tag condition is changed, deleted, restored or locked by nobody, administrators included', () => {
    for (const actor of [person, admin]) {
      spec.given([forced]).when({ type: 'ChangeTag', target: { status: 'internal' }, nature: 'tag', actor, at }).thenThrows(TagForcedError);
      spec.given([forced]).when({ type: 'DeleteTag', actor, at }).thenThrows(TagForcedError);
      spec.given([forced]).when({ type: 'LockTag', actor, at }).thenThrows(TagForcedError);
    }
  });

  it('is deleted and restored once each', () => {
    const deleted: TagEvent = { type: 'TagDeleted', data: { at } };
    spec.given([created]).when({ type: 'DeleteTag', actor: person, at }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteTag', actor: person, at }).then([]);
    spec.given([created, deleted]).when({ type: 'RestoreTag', actor: person, at }).then([{ type: 'TagRestored', data: { at } }]);
    spec.given([created]).when({ type: 'RestoreTag', actor: person, at }).then([]);
  });

  it('does not exist before it is created, and a personal one does not exist to anyone but its owner', () => {
    spec.given([]).when({ type: 'DeleteTag', actor: person, at }).thenThrows(NotFoundError);
    const mine = { ...draft, scope: 'personal' as const, user_id: 'u1' };
    const personal: TagEvent = { type: 'TagCreated', data: { tag_id: tagIdFor(mine), ...mine, at } };
    spec.given([personal]).when({ type: 'DeleteTag', actor: admin, at }).thenThrows(NotFoundError);
    spec.given([personal]).when({ type: 'DeleteTag', actor: person, at }).then([{ type: 'TagDeleted', data: { at } }]);
  });

  it('is personalized into a person\'s own tag of the reference, created or changed, unless the general one is locked or forced', () => {
    const mine: TagDraft = { ...draft, scope: 'personal', user_id: 'u1', target: { status: 'internal' } };
    const general = { locked: false, forced: false };
    const personal: TagEvent = { type: 'TagCreated', data: { tag_id: tagIdFor(mine), ...mine, at } };
    spec.given([]).when({ type: 'PersonalizeTag', tag: mine, general, actor: person, at }).then([personal]);
    spec.given([personal]).when({ type: 'PersonalizeTag', tag: { ...mine, target: acme }, general, actor: person, at }).then([{ type: 'TagChanged', data: { target: acme, nature: 'tag', at } }]);
    spec.given([]).when({ type: 'PersonalizeTag', tag: mine, general: { locked: true, forced: false }, actor: person, at }).thenThrows(TagLockedError);
    spec.given([]).when({ type: 'PersonalizeTag', tag: mine, general: { locked: false, forced: true }, actor: admin, at }).thenThrows(TagForcedError);
  });
});

describe('the target a caller names', () => {
  it('is a contact, internal or ignored; none when no flag is set; two are refused, naming the extra field', () => {
    expect(tagTargetOf({ contact_id: 'k1', internal: false })).toEqual(acme);
    expect(tagTargetOf({ internal: true })).toEqual({ status: 'internal' });
    expect(tagTargetOf({ ignored: true, contact_id: null })).toEqual({ status: 'ignored' });
    expect(tagTargetOf({ internal: false, ignored: false })).toBeUndefined();
    expect(() => tagTargetOf({ contact_id: 'k1', internal: true })).toThrow(InvalidTagTargetError);
    try {
      tagTargetOf({ internal: true, ignored: true });
    } catch (error) {
      expect(error).toMatchObject({ code: 'validation_failed', field: 'ignored' });
    }
  });
});

describe("a tag condition's tag", () => {
  const system: Actor = { user_id: null, admin: true };
  const forcedDraft: TagDraft = { ...draft, target: { status: 'internal' }, forced: true };

  it('is made, changed and released by the system alone; no person, administrators included, changes or deletes it', () => {
    spec.given([]).when({ type: 'ApplyTagCondition', tag: forcedDraft, actor: system, at }).then([{ type: 'TagCreated', data: { tag_id: tagIdFor(draft), ...forcedDraft, at } }]);
    spec
      .given([created])
      .when({ type: 'ApplyTagCondition', tag: forcedDraft, actor: system, at })
      .then([
        { type: 'TagChanged', data: { target: { status: 'internal' }, nature: 'tag', at } },
        { type: 'TagForcingChanged', data: { forced: true, at } },
      ]);
    spec.given([created]).when({ type: 'ApplyTagCondition', tag: forcedDraft, actor: admin, at }).thenThrows(TagForcedError);
    spec.given([forced]).when({ type: 'DeleteTag', actor: admin, at }).thenThrows(TagForcedError);
    spec.given([forced]).when({ type: 'DeleteTag', actor: system, at }).then([{ type: 'TagDeleted', data: { at } }]);
  });
});
