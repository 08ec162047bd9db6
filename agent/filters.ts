import { z } from 'zod';

/**
 * A pattern of a privacy filter: `/expression/flags` is a regular expression (searched in the text), anything
 * else a glob matched against the whole text, case-insensitively, where `*` stands for any characters and `?`
 * for one.
 */
const pattern = z.string().min(1).refine((text) => {
  try {
    matcherOf(text);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

/** The privacy filters of config.json, applied before anything leaves the machine. */
export const filtersSchema = z.object({
  /** Window events whose app (data.app) matches are not sent. */
  exclude_apps: z.array(pattern).default([]),
  /** Web events whose address's host matches are not sent. */
  exclude_hosts: z.array(pattern).default([]),
  /** Titles sent empty: all (true), none (false), or of the apps and hosts matching these patterns. */
  drop_titles: z.union([z.boolean(), z.array(pattern)]).default(false),
});
export type Filters = z.infer<typeof filtersSchema>;

type Matcher = (text: string) => boolean;

function matcherOf(text: string): Matcher {
  const regex = /^\/(.*)\/([a-z]*)$/s.exec(text);
  if (regex) {
    // A global or sticky expression remembers where it last matched: a filter must not.
    const expression = new RegExp(regex[1]!, regex[2]!.replace(/[gy]/g, ''));
    return (value) => expression.test(value);
  }
  const glob = text.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*').replaceAll('?', '.');
  const expression = new RegExp(`^${glob}$`, 'is');
  return (value) => expression.test(value);
}

const anyOf = (patterns: readonly string[]): Matcher => {
  const matchers = patterns.map(matcherOf);
  return (value) => matchers.some((matches) => matches(value));
};

/** The host of a web event's address ('' when it has none, as about:blank). */
function hostOf(url: unknown): string {
  if (typeof url !== 'string') return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * The privacy filters as one function: an event's data as it may leave the machine, or undefined when the event
 * is not to be sent at all. Window events are matched by their app, web events by their address's host; AFK
 * events carry nothing private and pass as they are.
 */
export function privacyFilter(filters: Filters): (bucketType: string, data: Record<string, unknown>) => Record<string, unknown> | undefined {
  const excludedApp = anyOf(filters.exclude_apps);
  const excludedHost = anyOf(filters.exclude_hosts);
  const titleDropped: Matcher = typeof filters.drop_titles === 'boolean' ? () => filters.drop_titles === true : anyOf(filters.drop_titles);
  return (bucketType, data) => {
    const subject = bucketType === 'currentwindow' ? String(data.app ?? '') : bucketType === 'web.tab.current' ? hostOf(data.url) : undefined;
    if (subject === undefined) return data;
    if ((bucketType === 'currentwindow' ? excludedApp : excludedHost)(subject)) return undefined;
    return titleDropped(subject) && 'title' in data ? { ...data, title: '' } : data;
  };
}
