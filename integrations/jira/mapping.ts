import { field, isRecord, textMessage } from '../http.js';
import { VendorError, type ExternalProject, type ExternalUser, type TimeEntryRequest } from '../vendor.js';

/** Jira Cloud worklogs ↔ our shapes. Jira counts seconds; `started` is `yyyy-MM-dd'T'HH:mm:ss.SSSZ`. */

/** The worklog property that carries our push reference (invisible to people, readable with expand=properties). */
export const referenceProperty = 'tally.push';

/** An instant as Jira's `started`: UTC with a `+0000` offset, e.g. `2021-01-17T12:34:00.000+0000`. */
export function toStarted(startedAt: string): string {
  const time = Date.parse(startedAt);
  if (Number.isNaN(time)) throw new VendorError('jira', 'invalid_request', `startedAt is not a date-time: ${startedAt}`);
  return new Date(time).toISOString().replace('Z', '+0000');
}

/** The description as an Atlassian Document Format document: one paragraph per line. */
export function toAdf(text: string): Record<string, unknown> {
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

/** Whether a worklog (read with expand=properties) carries this push reference. */
export function carriesReference(worklog: unknown, reference: string): boolean {
  const properties = field(worklog, 'properties');
  if (!Array.isArray(properties)) return false;
  return properties.some((p) => field(p, 'key') === referenceProperty && field(field(p, 'value'), 'reference') === reference);
}

/** Jira's errors: `{errorMessages: [...], errors: {field: message}}`; the gateway's `{code, message}`. */
export function readError(body: unknown): string {
  if (!isRecord(body)) return textMessage(body);
  const messages = Array.isArray(body.errorMessages) ? body.errorMessages.map(String) : [];
  const fields = isRecord(body.errors) ? Object.entries(body.errors).map(([name, message]) => `${name}: ${String(message)}`) : [];
  const gateway = typeof body.message === 'string' ? [body.message] : [];
  return [...messages, ...fields, ...gateway].join('; ');
}

export function toUser(value: unknown): ExternalUser | undefined {
  const id = field(value, 'accountId');
  const name = field(value, 'displayName');
  const email = field(value, 'emailAddress');
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, ...(typeof email === 'string' ? { email } : {}) };
}

export function toProject(value: unknown): ExternalProject | undefined {
  const id = field(value, 'id');
  const key = field(value, 'key');
  const name = field(value, 'name');
  if (typeof id !== 'string' || typeof key !== 'string' || typeof name !== 'string') return undefined;
  return { id, code: key, name, active: field(value, 'archived') !== true };
}


/** An issue assigned to the token's user, as the ticket screens list it. */
export interface AssignedIssue {
  id: string;
  key: string;
  summary: string;
  status: string | null;
  project: { key: string; name: string } | null;
}

export function toAssignedIssue(value: unknown): AssignedIssue | undefined {
  const id = field(value, 'id');
  const key = field(value, 'key');
  const fields = field(value, 'fields');
  const summary = field(fields, 'summary');
  if (typeof id !== 'string' || typeof key !== 'string' || typeof summary !== 'string') return undefined;
  const status = field(field(fields, 'status'), 'name');
  const projectKey = field(field(fields, 'project'), 'key');
  const projectName = field(field(fields, 'project'), 'name');
  return {
    id,
    key,
    summary,
    status: typeof status === 'string' ? status : null,
    project: typeof projectKey === 'string' && typeof projectName === 'string' ? { key: projectKey, name: projectName } : null,
  };
}
