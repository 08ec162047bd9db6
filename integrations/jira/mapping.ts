import { VendorError, type TimeEntryRequest } from '../vendor.js';

/**
 * Our time entries → Jira Cloud worklogs (its answers → ours: answers.ts). Jira counts seconds; `started` is
 * `yyyy-MM-dd'T'HH:mm:ss.SSSZ`.
 */

/** The worklog property that carries our push reference (invisible to people, readable with expand=properties). */
export const referenceProperty = 'tally.push';

/** An instant as Jira's `started`: UTC with a `+0000` offset, e.g. `2021-01-17T12:34:00.000+0000`. */
export function toStarted(startedAt: string): string {
  const time = Date.parse(startedAt);
  if (Number.isNaN(time)) throw new VendorError('jira', 'invalid_request', `startedAt is not a date-time: ${startedAt}`);
  return new Date(time).toISOString().replace('Z', '+0000');
}

/** The description as an Atlassian Document Format document: one paragraph per line. */
function toAdf(text: string): Record<string, unknown> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return {
    type: 'doc',
    version: 1,
    content: lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
  };
}

export function worklogBody(entry: TimeEntryRequest): Record<string, unknown> {
  if (entry.durationSeconds <= 0) throw new VendorError('jira', 'invalid_request', 'the duration must be positive');
  return {
    started: toStarted(entry.startedAt),
    timeSpentSeconds: Math.round(entry.durationSeconds),
    ...(entry.description.trim() === '' ? {} : { comment: toAdf(entry.description) }),
    properties: [{ key: referenceProperty, value: { reference: entry.reference } }],
  };
}

export function issueKey(entry: TimeEntryRequest): string {
  const key = entry.target.issueKey;
  if (key === undefined || !/^([A-Z][A-Z0-9_]+-\d+|\d+)$/.test(key)) {
    throw new VendorError('jira', 'invalid_request', `a Jira issue key (like PRJ-12) is needed, got ${key ?? 'none'}`);
  }
  return key;
}
