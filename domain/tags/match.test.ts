import { describe, expect, it } from 'vitest';
import { decidingTag, type MatchableTag } from './match.js';
import type { Reference } from './references.js';

const tag = (id: string, type: MatchableTag['type'], value: string, overrides: Partial<MatchableTag> = {}) => ({
  id,
  type,
  value,
  scope: 'general' as const,
  nature: 'tag' as const,
  deleted: false,
  ...overrides,
});
const mail: Reference[] = [
  { type: 'email_domain', value: 'acme.nl' },
  { type: 'email', value: 'jan@acme.nl' },
];

describe('the tag that decides an activity', () => {
  it('is the one of the most specific reference: an address before its domain, whatever order they come in', () => {
    const domain = tag('domain', 'email_domain', 'acme.nl');
    const address = tag('address', 'email', 'jan@acme.nl');
    expect(decidingTag(mail, [domain, address])?.id).toBe('address');
    expect(decidingTag(mail, [domain])?.id).toBe('domain');
  });

  it('is a page before its site, in the order the chain gives', () => {
    const page: Reference[] = [
      { type: 'url', value: 'acme.nl/projects/42' },
      { type: 'url', value: 'acme.nl/projects' },
      { type: 'url', value: 'acme.nl' },
    ];
    expect(decidingTag(page, [tag('site', 'url', 'acme.nl'), tag('projects', 'url', 'acme.nl/projects')])?.id).toBe('projects');
  });

  it('is a personal tag before any general one', () => {
    const personalDomain = tag('mine', 'email_domain', 'acme.nl', { scope: 'personal' });
    expect(decidingTag(mail, [tag('address', 'email', 'jan@acme.nl'), personalDomain])?.id).toBe('mine');
  });

  it('is never a deleted tag nor a log tag', () => {
    const deleted = tag('deleted', 'email', 'jan@acme.nl', { deleted: true });
    const log = tag('log', 'email', 'jan@acme.nl', { nature: 'log', scope: 'personal' });
    expect(decidingTag(mail, [deleted, log, tag('domain', 'email_domain', 'acme.nl')])?.id).toBe('domain');
    expect(decidingTag(mail, [deleted, log])).toBeUndefined();
  });

  it('matches companies and folders without case', () => {
    expect(decidingTag([{ type: 'company', value: 'ACME BV' }], [tag('acme', 'company', 'Acme bv')])?.id).toBe('acme');
    expect(decidingTag([{ type: 'url', value: 'acme.nl/A' }], [tag('a', 'url', 'acme.nl/a')])).toBeUndefined();
  });
});
