import { describe, expect, it } from 'vitest';
import { referencesOf } from '../../domain/tags/index.js';
import { FirmTags, type IndexRow } from './firm-tags.js';

const client = 'c1';
const row = (id: string, overrides: Partial<IndexRow> = {}): IndexRow => ({
  id,
  client_id: client,
  user_id: null,
  scope: 'general',
  type: 'email_domain',
  value: 'acme.nl',
  contact_id: 'k1',
  internal: false,
  ignored: false,
  nature: 'tag',
  deleted_at: null,
  position: { commit: 1, prepare: 1 },
  ...overrides,
});
const mail = referencesOf({ source: { type: 'email', identifier: 'outlook', name: null }, context: { email: 'jan@acme.nl' } });

describe("a firm's tags in memory", () => {
  it('offer the general tags and the person\'s own personal tags of the references, never another person\'s', () => {
    const tags = new FirmTags();
    tags.put(row('general'));
    tags.put(row('mine', { scope: 'personal', user_id: 'u1', type: 'email', value: 'jan@acme.nl', contact_id: null, internal: true }));
    tags.put(row('theirs', { scope: 'personal', user_id: 'u2', type: 'email', value: 'jan@acme.nl' }));
    expect(tags.candidates('u1', mail).map((tag) => [tag.id, tag.target])).toEqual([
      ['mine', { status: 'internal' }],
      ['general', { status: 'contact', contact_id: 'k1' }],
    ]);
    expect(tags.candidates('u3', mail).map((tag) => tag.id)).toEqual(['general']);
  });

  it('let a tag go when it is deleted or becomes a log tag, and take it back when restored', () => {
    const tags = new FirmTags();
    tags.put(row('t'));
    tags.put(row('t', { deleted_at: new Date(), position: { commit: 2, prepare: 1 } }));
    expect(tags.candidates('u1', mail)).toEqual([]);
    tags.put(row('t', { position: { commit: 3, prepare: 1 } }));
    expect(tags.candidates('u1', mail).map((tag) => tag.id)).toEqual(['t']);
    tags.put(row('t', { nature: 'log', position: { commit: 4, prepare: 1 } }));
    expect(tags.candidates('u1', mail)).toEqual([]);
  });

  it('keep the row of the latest position when an older one arrives later', () => {
    const tags = new FirmTags();
    tags.put(row('t', { contact_id: null, ignored: true, position: { commit: 5, prepare: 2 } }));
    tags.put(row('t', { position: { commit: 5, prepare: 1 } }));
    expect(tags.candidates('u1', mail)[0]?.target).toEqual({ status: 'ignored' });
  });

  it('find a company whatever its case', () => {
    const tags = new FirmTags();
    tags.put(row('acme', { type: 'company', value: 'Acme BV' }));
    const references = referencesOf({ source: { type: 'appointment', identifier: null, name: null }, context: { company: 'ACME bv' } });
    expect(tags.candidates('u1', references).map((tag) => tag.id)).toEqual(['acme']);
  });
});
