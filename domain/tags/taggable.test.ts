import { describe, expect, it } from 'vitest';
import { taggableReferences } from './taggable.js';

const listed = (subject: Parameters<typeof taggableReferences>[0]) => taggableReferences(subject).map(({ type, value }) => `${type} ${value}`);

describe('the references a person tags a client by', () => {
  it('of a mail: the address first, then its domain and the company; no aliases, no source', () => {
    expect(listed({ source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { email: 'Jan@Acme.nl', company: 'Acme BV', contact: 'Jan' } })).toEqual([
      'email jan@acme.nl',
      'email_domain acme.nl',
      'company Acme BV',
    ]);
  });

  it('of a web page: its site, not the page', () => {
    expect(listed({ source: { type: 'web', identifier: 'chrome', name: 'Chrome' }, context: { url: 'https://www.acme.nl/projects/42?tab=1' } })).toEqual(['url acme.nl']);
  });

  it('of a document: the folder it lies in, then those above; of an app: the app', () => {
    expect(listed({ source: { type: 'native', identifier: 'WINWORD.EXE', name: 'Word' }, context: { title: 'C:\\Clients\\Acme\\offer.docx' } })).toEqual([
      'folder C:/Clients/Acme',
      'folder C:/Clients',
      'process winword',
    ]);
  });
});
