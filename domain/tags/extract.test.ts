import { describe, expect, it } from 'vitest';
import { referencesOf } from './extract.js';

const values = (references: ReturnType<typeof referencesOf>) => references.map(({ type, value }) => `${type} ${value}`);

describe('the references of an activity', () => {
  it('of a mail: the address, its domain, the company and names, then the source', () => {
    const references = referencesOf({
      source: { type: 'email', identifier: 'outlook', name: 'Outlook' },
      context: { email: 'Jan Jansen <Jan@Acme.nl>', company: 'Acme BV', contact: 'Jan Jansen', title: 'RE: offer' },
    });
    expect(values(references)).toEqual([
      'email jan@acme.nl',
      'email_domain acme.nl',
      'company_code Acme BV',
      'company Acme BV',
      'alias Jan Jansen',
      'default email:outlook',
      'default email',
    ]);
  });

  it('of a web page: the page, without its query, each parent path and the site', () => {
    const references = referencesOf({
      source: { type: 'web', identifier: 'acme.nl', name: 'acme.nl' },
      context: { url: 'https://www.acme.nl/projects/42/hours?week=9#top', title: 'Hours' },
    });
    expect(values(references).filter((value) => value.startsWith('url'))).toEqual([
      'url acme.nl/projects/42/hours?week=9',
      'url acme.nl/projects/42/hours',
      'url acme.nl/projects/42',
      'url acme.nl/projects',
      'url acme.nl',
    ]);
  });

  it('of a web source without a url: its host', () => {
    expect(values(referencesOf({ source: { type: 'web', identifier: 'acme.nl', name: null }, context: {} }))).toEqual(['url acme.nl', 'default web:acme.nl', 'default web']);
  });

  it('of a call: the number as phone and as phone_number, in E.164', () => {
    const references = referencesOf({ source: { type: 'phone', identifier: 'teams', name: 'Teams' }, context: { number: '020 123 4567', name: 'Piet' } });
    expect(values(references).slice(0, 3)).toEqual(['phone +31201234567', 'phone_number +31201234567', 'alias Piet']);
  });

  it('of a document: the folder it lies in and the folders above it, from its path in the url or the title', () => {
    const fromTitle = referencesOf({ source: { type: 'document', identifier: 'word', name: 'Word' }, context: { title: 'C:\\Clients\\Acme\\2026\\offer.docx' } });
    expect(values(fromTitle).filter((value) => value.startsWith('folder'))).toEqual(['folder C:/Clients/Acme/2026', 'folder C:/Clients/Acme', 'folder C:/Clients']);
    const fromUrl = referencesOf({ source: { type: 'document', identifier: 'word', name: 'Word' }, context: { url: 'file:///home/jan/Acme/offer.docx', title: 'offer.docx' } });
    expect(values(fromUrl).filter((value) => !value.startsWith('default'))).toEqual(['folder /home/jan/Acme', 'folder /home/jan', 'folder /home']);
  });

  it('of a desktop app: the app, from the source and the process', () => {
    const references = referencesOf({ source: { type: 'native', identifier: 'Slack.exe', name: 'Slack' }, context: { process: 'slack', title: 'general' } });
    expect(values(references)).toEqual(['process slack', 'default native:Slack.exe', 'default native']);
  });

  it('gives nothing for a value that is no reference, and fails on nothing', () => {
    const references = referencesOf({ source: { type: 'manual', identifier: null, name: null }, context: { email: 'not an address', number: 'unknown', url: 'nope' } });
    expect(values(references)).toEqual(['default manual']);
  });
});
