import { z } from 'zod';
import type { Language } from '../../i18n/index.js';
import type { Message, Translatable } from '../../i18n/message.js';
import { say, textOfEnglish } from '../../i18n/text.js';
import type { FieldErrors } from './catalogue.js';

/** A field's complaint as fastify-type-provider-zod hands it over: zod's issue, its code as keyword, the rest in params. */
export interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}


/** zod's own messages in the portal's languages, made once. */
const zodLocales: Record<Language, ReturnType<typeof z.locales.en>> = { nl: z.locales.nl(), en: z.locales.en(), de: z.locales.de(), fr: z.locales.fr() };

/**
 * zod drops an issue's input once it is reported; its English message still names what was received ("…, received
 * string"), and a value of that type lets another language name it too.
 */
const RECEIVED: Record<string, unknown> = { string: '', number: 0, boolean: false, bigint: 0n, array: [], object: {}, null: null, undefined, nan: Number.NaN, date: new Date(0) };

/**
 * A field message of zod's own, said in the reader's language from the issue's data; the English stays zod's as it
 * was written (with what was received). Undefined when the message is not zod's (a schema wrote its own).
 */
function zodMessage(issue: ValidationIssue): Translatable | undefined {
  const english = issue.message ?? '';
  const received = /received (\w+)$/.exec(english)?.[1];
  const raw = { ...issue.params, code: issue.keyword, path: [], input: received === undefined ? undefined : RECEIVED[received] } as z.core.$ZodRawIssue;
  const said = (language: Language) => zodLocales[language].localeError(raw);
  const text = (language: Language) => {
    const answer = said(language);
    return typeof answer === 'string' ? answer : (answer?.message ?? english);
  };
  if (text('en') !== english) return undefined;
  return { in: (language) => (language === 'en' ? english : text(language)) };
}

/**
 * The message of one issue: a schema's own text by its key (first: 'Invalid email address' is zod's English too),
 * else zod's own in the reader's language, else as written.
 */
function messageOf(issue: ValidationIssue): Message {
  if (issue.message === undefined) return say('invalid_value');
  return textOfEnglish(issue.message) ?? zodMessage(issue) ?? issue.message;
}

/** The field errors of a request that failed its schema, by field (a.b.0 for nested ones). */
export function fieldErrors(issues: readonly ValidationIssue[], context: string | undefined): FieldErrors {
  // A Map, not an object literal: a field named constructor or __proto__ must not meet Object.prototype (a 500).
  const errors = new Map<string, Message[]>();
  const add = (field: string, message: Message) => errors.set(field, [...(errors.get(field) ?? []), message]);
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${key}` : String(key), say('field_not_accepted'));
      continue;
    }
    add(path || context || 'body', messageOf(issue));
  }
  return Object.fromEntries(errors);
}
