import { domainToASCII } from 'node:url';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { storableText } from '../shared/storable.js';
import { InvalidReferenceError } from './errors.js';
import { normaliseFolder, normaliseUrl } from './locations.js';
import { REFERENCE_TYPES, type ReferenceType } from './vocabulary.js';
import { say, type TextKey } from '../../i18n/text.js';

/** A reference: its type and its normalised value. */
export interface Reference {
  readonly type: ReferenceType;
  readonly value: string;
}

/** Where a phone number without country code is read as dialled from; the firm's country, the Netherlands when unknown. */
export interface ReferenceOptions {
  readonly defaultCountry: CountryCode;
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'NL';
const defaults: ReferenceOptions = { defaultCountry: DEFAULT_PHONE_COUNTRY };

/**
 * A value as a reference of its type, written one way so that equal references compare equal:
 * - email: trimmed and lowercased, a valid address (`Name <address>` and `mailto:` give the address);
 * - email_domain: the host lowercased, in punycode (`@acme.nl` and an address give their domain);
 * - url: see normaliseUrl (no scheme for web pages, no `www.`, no trailing slash or fragment; a bare host names a site);
 * - phone, phone_number: E.164 (`+31201234567`), read from `defaultCountry` without a country code;
 * - folder: see normaliseFolder (`/` separators, no trailing one, case kept);
 * - process: the app's name lowercased, without `.exe` (the same app on Windows and elsewhere);
 * - company, company_code: trimmed, inner blanks one space; case kept (matching ignores it);
 * - alias, default: trimmed, otherwise kept as written.
 * Throws InvalidReferenceError, naming the field `value`, for what is no reference of the type.
 */
export function normaliseReference(type: ReferenceType, value: string, options: ReferenceOptions = defaults): string {
  const normalised = referenceValueOf(type, value, options);
  if (normalised !== undefined) return normalised;
  throw new InvalidReferenceError(say(value.trim() === '' ? 'reference_empty' : REFUSALS[type]));
}

/**
 * As normaliseReference, undefined for what is no reference of the type: where most values are none (a browser's
 * name read as a URL, for every activity presented), an error made and caught for each cost a stack trace each.
 */
export function referenceValueOf(type: ReferenceType, value: string, options: ReferenceOptions = defaults): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const normalised = normalisers[type](text, options);
  // Decoding (a file: URL's %00) can make what PostgreSQL cannot store out of what it can.
  return normalised !== undefined && storableText(normalised) ? normalised : undefined;
}

/**
 * The identity a reference is compared and stored by: types whose case means nothing (a company, a folder) are
 * lowercased here, so that `Acme` and `ACME` are one tag and match each other, while the tag shows what was written.
 */
export function referenceKey(reference: Reference): string {
  const value = CASELESS.has(reference.type) ? reference.value.toLocaleLowerCase('en') : reference.value;
  return `${reference.type}:${value}`;
}

/** Most specific first; a stable sort keeps the order within a type (a URL's page before its site). */
export function bySpecificity(a: Reference, b: Reference): number {
  return REFERENCE_TYPES.indexOf(a.type) - REFERENCE_TYPES.indexOf(b.type);
}

const CASELESS: ReadonlySet<ReferenceType> = new Set<ReferenceType>(['company', 'company_code', 'folder']);

const REFUSALS: Record<ReferenceType, TextKey> = {
  email: 'reference_email',
  email_domain: 'reference_email_domain',
  url: 'reference_url',
  phone: 'reference_phone',
  phone_number: 'reference_phone',
  folder: 'reference_folder',
  process: 'reference_process',
  company: 'reference_company',
  company_code: 'reference_company_code',
  alias: 'reference_alias',
  default: 'reference_default',
};

type Normaliser = (text: string, options: ReferenceOptions) => string | undefined;

const normalisers: Record<ReferenceType, Normaliser> = {
  email: (text) => emailAddress(text),
  email_domain: (text) => host(text.slice(text.lastIndexOf('@') + 1)),
  url: (text) => normaliseUrl(text),
  phone: (text, options) => phoneNumber(text, options),
  phone_number: (text, options) => phoneNumber(text, options),
  folder: (text) => normaliseFolder(text),
  process: (text) => text.toLocaleLowerCase('en').replace(/(\.exe)+$/, '').trim() || undefined,
  company: (text) => text.replace(/\s+/g, ' '),
  company_code: (text) => text.replace(/\s+/g, ' '),
  alias: (text) => text,
  default: (text) => text,
};

const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]+$/;

function emailAddress(text: string): string | undefined {
  const address = (/<([^<>]*)>\s*$/.exec(text)?.[1] ?? text).trim().replace(/^mailto:/i, '');
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLocaleLowerCase('en');
  const domain = host(address.slice(at + 1));
  return at > 0 && LOCAL_PART.test(local) && domain ? `${local}@${domain}` : undefined;
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name with at least two labels, lowercased and in punycode; undefined for anything else. */
function host(text: string): string | undefined {
  const ascii = domainToASCII(text.trim().replace(/\.$/, ''));
  const labels = ascii.split('.');
  return ascii.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label)) ? ascii : undefined;
}

function phoneNumber(text: string, options: ReferenceOptions): string | undefined {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: options.defaultCountry });
  return parsed?.isValid() ? parsed.number : undefined;
}
