import { describe, expect, it } from 'vitest';
import type { DecidingTag } from '../days/index.js';
import type { TagEvent } from './events.js';
import { reachOfTagChange, retagCommands, type TagReach } from './retagging.js';

const at = '2026-03-02T09:00:00.000Z';
const general: TagReach = { client_id: 'c1', scope: 'general', user_id: null, type: 'email_domain', value: 'acme.nl' };
const personal: TagReach = { ...general, scope: 'personal', user_id: 'u1', type: 'company', value: 'Acme BV' };
const created = (nature: 'tag' | 'log'): TagEvent => ({
  type: 'TagCreated',
  data: { tag_id: 't1', ...general, target: { status: 'internal' }, nature, forced: false, at },
});
const acme: DecidingTag = { tag_id: 't1', reference: { type: 'email_domain', value: 'acme.nl' }, target: { status: 'contact', contact_id: 'k1' } };

describe('which activity a tag change may re-tag', () => {
  it("a general tag's: the firm's activity with its reference; a personal tag's: its owner's, by the reference's key", () => {
    expect(reachOfTagChange(created('tag'), general)).toEqual({ client_id: 'c1', user_id: null, reference_key: 'email_domain:acme.nl' });
    expect(reachOfTagChange({ type: 'TagDeleted', data: { at } }, personal)).toEqual({ client_id: 'c1', user_id: 'u1', reference_key: 'company:acme bv' });
  });

  it('none for a new log tag, nor for locking', () => {
    expect(reachOfTagChange(created('log'), general)).toBeUndefined();
    expect(reachOfTagChange({ type: 'TagLocked', data: { at } }, general)).toBeUndefined();
  });
});

describe('the re-tagging commands', () => {
  it('one ApplyTags per day with each activity once, the last decision winning', () => {
    const commands = retagCommands(
      [
        { day_id: 'd1', activity_id: 'a1', tag: null },
        { day_id: 'd2', activity_id: 'a2', tag: acme },
        { day_id: 'd1', activity_id: 'a1', tag: acme },
        { day_id: 'd1', activity_id: 'a3', tag: null },
      ],
      at,
    );
    expect(commands).toEqual([
      { day_id: 'd1', command: { type: 'ApplyTags', decisions: [{ activity_id: 'a1', tag: acme }, { activity_id: 'a3', tag: null }], at } },
      { day_id: 'd2', command: { type: 'ApplyTags', decisions: [{ activity_id: 'a2', tag: acme }], at } },
    ]);
  });
});
