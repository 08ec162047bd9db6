import type { Context, Source } from '../days/index.js';
import { folderChain, folderOfDocument, isFilePath, urlChain } from './locations.js';
import { bySpecificity, referenceKey, referenceValueOf, type Reference, type ReferenceOptions } from './references.js';
import type { ReferenceType } from './vocabulary.js';

/** What an activity is about: its source and context (domain/days/activity.ts). */
export interface ActivitySubject {
  readonly source: Source;
  readonly context: Context;
}

/**
 * The references an activity can be recognised by, most specific first (see REFERENCE_TYPES), each once:
 * - context.email: the address, then its domain (email_domain);
 * - context.number: the phone number, as phone and as phone_number (a contact's number is often filed as the latter);
 * - context.url, or a web source's identifier (its host): the page, the page without its query, each parent path and
 *   the bare host (url); a file path or file: URL there is a document's instead;
 * - a document's path (context.url, else a title that is a whole path, as desktop watchers report open files): the
 *   folder it lies in and each folder above it (folder);
 * - context.company: the company, read as its name and as its code;
 * - context.contact and context.name: aliases, the names detectors give whom the activity was with;
 * - context.process, and a desktop source's identifier: the app (process);
 * - the source itself: `type:identifier`, then the type alone (default), e.g. every appointment of a series.
 * A value that is no valid reference of its type (an email field without @) gives nothing; extracting never fails.
 */
export function referencesOf({ source, context }: ActivitySubject, options?: ReferenceOptions): Reference[] {
  const found: Reference[] = [];
  const take = (type: ReferenceType, raw: string | null | undefined, chain: (value: string) => string[] = (value) => [value]) => {
    const value = raw ? referenceValueOf(type, raw, options) : undefined;
    if (value !== undefined) found.push(...chain(value).map((link) => ({ type, value: link })));
    return value;
  };

  const email = take('email', context.email);
  take('email_domain', email);
  take('phone', context.number);
  take('phone_number', context.number);
  const webAddress = context.url && !isFilePath(context.url) ? context.url : source.type === 'web' || source.type === 'web_custom' ? source.identifier : null;
  take('url', webAddress, urlChain);
  const document = [context.url, context.title].find((text) => text !== undefined && isFilePath(text));
  take('folder', document && folderOfDocument(document), folderChain);
  take('company', context.company);
  take('company_code', context.company);
  take('alias', context.contact);
  take('alias', context.name);
  take('process', context.process);
  if (source.type === 'native' || source.type === 'native_custom') take('process', source.identifier);
  if (source.identifier) take('default', `${source.type}:${source.identifier}`);
  take('default', source.type);

  const once = new Map(found.map((reference) => [referenceKey(reference), reference]));
  return [...once.values()].sort(bySpecificity);
}

/**
 * What tags recognise activity with people by (an appointment's attendees, a sent mail's recipients, a call's
 * participants): each address and its domain, and the source itself, each once. The tag index picks the most
 * specific that has a tag.
 */
export function referencesOfAddresses(source: Source, addresses: readonly string[]): Reference[] {
  const subjects = addresses.length > 0 ? addresses.map((email) => ({ source, context: { email } })) : [{ source, context: {} }];
  const once = new Map(subjects.flatMap((subject) => referencesOf(subject)).map((reference) => [referenceKey(reference), reference]));
  return [...once.values()];
}
