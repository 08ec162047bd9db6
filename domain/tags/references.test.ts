import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidReferenceError } from './errors.js';
import { normaliseReference, referenceKey } from './references.js';
import { REFERENCE_TYPES, type ReferenceType } from './vocabulary.js';

const valid = (type: ReferenceType, value: string) => normaliseReference(type, value);

describe('normalising a reference', () => {
  it('writes an email address trimmed and lowercased, also from a display form or a mailto: link', () => {
    expect(valid('email', '  Jan.Jansen@Acme.NL ')).toBe('jan.jansen@acme.nl');
    expect(valid('email', '"Jan Jansen" <Jan@Acme.nl>')).toBe('jan@acme.nl');
    expect(valid('email', 'mailto:jan@acme.nl')).toBe('jan@acme.nl');
    expect(valid('email', 'jan@bücher.de')).toBe('jan@xn--bcher-kva.de');
  });

  it('refuses what is no email address, naming the value', () => {
    for (const text of ['jan.acme.nl', 'jan@', '@acme.nl', 'jan@localhost', 'jan jansen@acme.nl', 'jan@acme..nl']) {
      expect(() => valid('email', text), text).toThrow(InvalidReferenceError);
    }
    try {
      valid('email', 'no at sign');
    } catch (error) {
      expect(error).toMatchObject({ code: 'validation_failed', field: 'value', message: 'Not a valid email address.' });
    }
  });

  it('writes an email domain as its host, from a domain, an @domain or an address', () => {
    expect(valid('email_domain', 'ACME.nl')).toBe('acme.nl');
    expect(valid('email_domain', '@acme.nl')).toBe('acme.nl');
    expect(valid('email_domain', 'jan@Acme.nl')).toBe('acme.nl');
    expect(() => valid('email_domain', 'acme')).toThrow(InvalidReferenceError);
  });

  it('writes a web page without scheme, www., fragment, default port, credentials or trailing slash; path case and query stay', () => {
    expect(valid('url', 'https://www.Acme.NL/Projects/42/?tab=hours#top')).toBe('acme.nl/Projects/42?tab=hours');
    expect(valid('url', 'http://user:secret@acme.nl:443/')).toBe('acme.nl');
    expect(valid('url', 'acme.nl/projects/')).toBe('acme.nl/projects');
    expect(valid('url', 'acme.nl:8080/x')).toBe('acme.nl:8080/x');
    expect(valid('url', 'FTP://Files.Acme.nl/Share/')).toBe('ftp://files.acme.nl/Share');
    for (const text of ['not a url', 'https://', 'file:///C:/x', 'acme']) expect(() => valid('url', text), text).toThrow(InvalidReferenceError);
  });

  it('writes a phone number in E.164, read as Dutch without a country code, and refuses what does not parse', () => {
    expect(valid('phone', '020 - 123 45 67')).toBe('+31201234567');
    expect(valid('phone_number', '+32 2 123 45 67')).toBe('+3221234567');
    expect(valid('phone', 'tel:+31201234567')).toBe('+31201234567');
    expect(normaliseReference('phone', '02 123 45 67', { defaultCountry: 'BE' })).toBe('+3221234567');
    for (const text of ['12', 'call me', '+31 12']) expect(() => valid('phone', text), text).toThrow(InvalidReferenceError);
  });

  it('writes a folder with / separators and no trailing one, keeping its case; a UNC path keeps its //', () => {
    expect(valid('folder', 'C:\\Clients\\Acme\\')).toBe('C:/Clients/Acme');
    expect(valid('folder', '\\\\server\\share\\Acme')).toBe('//server/share/Acme');
    expect(valid('folder', '/home//jan/Clients/')).toBe('/home/jan/Clients');
    expect(valid('folder', 'file:///C:/Clients/Acme%20BV')).toBe('C:/Clients/Acme BV');
  });

  it('lowercases apps without .exe, tidies companies and keeps aliases and defaults as written', () => {
    expect(valid('process', ' WINWORD.EXE ')).toBe('winword');
    expect(valid('company', '  Acme   Holding BV ')).toBe('Acme Holding BV');
    expect(valid('company_code', ' AC 01 ')).toBe('AC 01');
    expect(valid('alias', ' Jan Jansen ')).toBe('Jan Jansen');
    expect(valid('default', 'appointment:Weekly')).toBe('appointment:Weekly');
    for (const type of REFERENCE_TYPES) expect(() => valid(type, '   '), type).toThrow(InvalidReferenceError);
  });

  it('compares companies and folders without case, and the others as written', () => {
    expect(referenceKey({ type: 'company', value: 'ACME' })).toBe(referenceKey({ type: 'company', value: 'acme' }));
    expect(referenceKey({ type: 'folder', value: 'C:/Clients' })).toBe(referenceKey({ type: 'folder', value: 'c:/clients' }));
    expect(referenceKey({ type: 'url', value: 'acme.nl/A' })).not.toBe(referenceKey({ type: 'url', value: 'acme.nl/a' }));
    expect(referenceKey({ type: 'email', value: 'a@acme.nl' })).not.toBe(referenceKey({ type: 'email_domain', value: 'a@acme.nl' }));
  });
});

/** Texts a person or a detector might send for each type, valid or not. */
const samples: Record<ReferenceType, fc.Arbitrary<string>> = {
  email: fc.oneof(fc.emailAddress(), fc.emailAddress().map((address) => ` "X" <${address.toUpperCase()}> `), fc.string()),
  email_domain: fc.oneof(fc.domain(), fc.domain().map((domain) => `@${domain.toUpperCase()}`), fc.string()),
  url: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.webUrl().map((url) => `${url.replace('://', '://www.')}/`), fc.string()),
  phone: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{6,16}$/), fc.string()),
  phone_number: fc.stringMatching(/^(\+31|0)[1-9][0-9 ]{8,10}$/),
  folder: fc.oneof(fc.stringMatching(/^([A-Za-z]:|\\\\|\/)?([\\/]{1,2}[A-Za-z0-9 ._-]{1,8}){0,5}[\\/]?$/), fc.string()),
  process: fc.oneof(fc.stringMatching(/^[A-Za-z ]{1,10}(\.exe|\.EXE)*$/), fc.string()),
  company: fc.string(),
  company_code: fc.string(),
  alias: fc.string(),
  default: fc.string(),
};

describe('normalising a reference, for any value', () => {
  it('is idempotent: a normalised value normalises to itself', () => {
    for (const type of REFERENCE_TYPES) {
      fc.assert(
        fc.property(samples[type], (text) => {
          let once: string;
          try {
            once = normaliseReference(type, text);
          } catch (error) {
            if (error instanceof InvalidReferenceError) return;
            throw error;
          }
          expect(normaliseReference(type, once), `${type}: ${JSON.stringify(text)}`).toBe(once);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('refuses only with InvalidReferenceError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFERENCE_TYPES), fc.string({ unit: 'binary' }), (type, text) => {
        try {
          normaliseReference(type, text);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidReferenceError);
        }
      }),
    );
  });
});
