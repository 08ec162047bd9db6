import { describe, expect, it } from 'vitest';
import { normaliseReference, referenceKey, referencesOf } from '../../domain/tags/index.js';
import { contactReferences, DEMO_CLIENTS } from './master-data.js';

describe("the demo contacts' references", () => {
  it('are references of their type, normalised as the portal stores them, none shared by two contacts', () => {
    const keys = DEMO_CLIENTS.flatMap((contact) => contactReferences(contact).map((reference) => referenceKey({ type: reference.type, value: normaliseReference(reference.type, reference.value) })));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('url:goudenkorst.nl');
    expect(keys).toContain('folder:c:/klanten/bakkerij de gouden korst');
    expect(keys).toContain('phone:+31206123401');
  });

  it('recognise what the demo detects of their contact: a page on its site, a document in its folder', () => {
    const [bakery] = DEMO_CLIENTS;
    const contactKeys = new Set(contactReferences(bakery!).map((reference) => referenceKey({ type: reference.type, value: normaliseReference(reference.type, reference.value) })));
    const page = referencesOf({ source: { type: 'web', identifier: 'goudenkorst.nl', name: 'goudenkorst.nl' }, context: { url: 'https://www.goudenkorst.nl/contact' } });
    const document = referencesOf({ source: { type: 'native', identifier: 'EXCEL.EXE', name: 'EXCEL.EXE' }, context: { title: `${bakery!.folder}\\Jaarrekening 2025.xlsx`, process: 'EXCEL.EXE' } });
    for (const references of [page, document]) expect(references.some((reference) => contactKeys.has(referenceKey(reference)))).toBe(true);
  });
});
