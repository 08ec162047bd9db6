import { describe, expect, it } from 'vitest';
import { bookingByTagging, contactDefaultPath, type PathNode } from './index.js';

const node = (id: string, level: 1 | 2 | 3, extra: Partial<PathNode> = {}): PathNode => ({ id, level, parent_id: null, archived: false, internal: false, is_default: false, contact_id: null, ...extra });
const on = { method: 'contact', auto_book_default: true } as const;

describe("a contact's default project path", () => {
  it('is its only linked project, with that project’s only subproject and the subproject’s default working code', () => {
    const nodes = [
      node('p', 1, { contact_id: 'acme' }),
      node('q', 1),
      node('s', 2, { parent_id: 'p' }),
      node('w1', 3, { parent_id: 's' }),
      node('w2', 3, { parent_id: 's', is_default: true }),
    ];
    expect(contactDefaultPath(nodes, 'acme')).toEqual({ project_id: 'p', subproject_id: 's', working_code_id: 'w2', internal: false });
  });

  it('takes the default among several linked projects, and a free working code when the subproject has none', () => {
    const nodes = [node('p', 1, { contact_id: 'acme' }), node('r', 1, { contact_id: 'acme', is_default: true }), node('w', 3)];
    expect(contactDefaultPath(nodes, 'acme')).toEqual({ project_id: 'r', subproject_id: null, working_code_id: 'w', internal: false });
  });

  it('is none when a level has several candidates and no one default, when nothing is linked, or what is linked is archived', () => {
    expect(contactDefaultPath([node('p', 1, { contact_id: 'acme' }), node('r', 1, { contact_id: 'acme' })], 'acme')).toBeUndefined();
    expect(contactDefaultPath([node('p', 1, { contact_id: 'acme' }), node('s', 2, { parent_id: 'p' }), node('t', 2, { parent_id: 'p' })], 'acme')).toBeUndefined();
    expect(contactDefaultPath([node('p', 1)], 'acme')).toBeUndefined();
    expect(contactDefaultPath([node('p', 1, { contact_id: 'acme', archived: true })], 'acme')).toBeUndefined();
  });

  it('books by tagging only when the person books on contacts and asked for it', () => {
    const nodes = [node('p', 1, { contact_id: 'acme' })];
    expect(bookingByTagging(on, nodes, 'acme')).toMatchObject({ project_id: 'p' });
    expect(bookingByTagging({ ...on, auto_book_default: false }, nodes, 'acme')).toBeUndefined();
    expect(bookingByTagging({ ...on, method: 'dimension' }, nodes, 'acme')).toBeUndefined();
  });
});
