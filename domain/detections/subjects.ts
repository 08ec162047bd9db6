import { CONTEXT_TEXT_MAX, SOURCE_TEXT_MAX, type Context, type Source } from '../days/index.js';
import { canonicalJson } from './heartbeat.js';

/** What a span is about: the activity's source and context. Detections with the same subject make one span. */
export type Subject = { readonly source: Source; readonly context: Context };

/** One text per subject: equal subjects, equal keys. */
export function subjectKey(subject: Subject): string {
  return canonicalJson(subject);
}

/**
 * Text as an activity takes it: trimmed and cut to `max` UTF-16 code units, never in the middle of a character
 * (half a surrogate pair cannot be stored). Undefined when nothing is left.
 */
function cutText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.trim();
  if (text.length > max) {
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    text = text.slice(0, end).trimEnd();
  }
  return text === '' ? undefined : text;
}

/** The host a web page is filed under: lowercased, without a leading "www.". Only http(s) pages have one. */
function webHost(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  return cutText(parsed.hostname.toLowerCase().replace(/^www\./, ''), SOURCE_TEXT_MAX);
}

function contextOf(values: Context): Context {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * A tab of aw-watcher-web (data {url, title, …}): web activity on the page's host. A browser's own pages (new tab,
 * settings, about:blank, files) have no host and count for nothing, so the browser window shows through.
 */
export function webSubject(data: Readonly<Record<string, unknown>>): Subject | undefined {
  const url = typeof data.url === 'string' ? data.url : undefined;
  const host = url === undefined ? undefined : webHost(url);
  if (url === undefined || host === undefined) return undefined;
  return {
    source: { type: 'web', identifier: host, name: host },
    context: contextOf({ url: cutText(url, CONTEXT_TEXT_MAX), title: cutText(data.title, CONTEXT_TEXT_MAX) }),
  };
}

/** A window of aw-watcher-window (data {app, title}): native activity in that app. Without an app it counts for nothing. */
export function windowSubject(data: Readonly<Record<string, unknown>>): Subject | undefined {
  const app = cutText(data.app, SOURCE_TEXT_MAX);
  if (app === undefined) return undefined;
  return {
    source: { type: 'native', identifier: app, name: app },
    context: contextOf({ title: cutText(data.title, CONTEXT_TEXT_MAX), process: app }),
  };
}
