import { referencesOf, type ActivitySubject } from './extract.js';
import { bySpecificity, type Reference } from './references.js';
import type { ReferenceType } from './vocabulary.js';

/**
 * What a person tags a client by. Left out: phone_number and company_code (the same value as phone and company),
 * aliases (a detector's name for whom it was with) and defaults (the source itself, e.g. every mail of Outlook).
 */
const TAGGABLE: ReadonlySet<ReferenceType> = new Set<ReferenceType>(['email', 'phone', 'url', 'folder', 'email_domain', 'company', 'process']);

/**
 * The references "always for this reference" offers for an activity, and the one pending tags list it by (the
 * first): the taggable ones, most specific first, a web page by its site (the bare host: a tag on it covers every
 * page) and a document by the folder it lies in, then the folders above it.
 */
export function taggableReferences(subject: ActivitySubject): Reference[] {
  const references = referencesOf(subject).filter((reference) => TAGGABLE.has(reference.type) && (reference.type !== 'url' || isSite(reference.value)));
  return references.sort(bySpecificity);
}

/** A bare host (with its port or scheme when not a web page): the last link of a URL's chain. */
const isSite = (url: string) => !url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').includes('/');
