import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { ExternalProject, ExternalUser } from '../vendor.js';
import { referenceProperty } from './mapping.js';

/**
 * Jira Cloud's answers (contracts/jira/jira-worklog-subset.json; the enhanced JQL search and accessible-resources
 * from Atlassian's published shapes), the part we use, in our shapes. Ids are strings.
 */

const user = z
  .object({ accountId: z.string(), displayName: z.string(), emailAddress: optional(z.string()) })
  .transform((u): ExternalUser => ({ id: u.accountId, name: u.displayName, email: u.emailAddress }));

const project = z
  .object({ id: z.string(), key: z.string(), name: z.string(), archived: optional(z.boolean()) })
  .transform((p): ExternalProject => ({ id: p.id, code: p.key, name: p.name, active: p.archived !== true }));

/** What our worklog property holds (mapping.ts writes it); other apps' properties hold anything. */
const ourProperty = z.object({ reference: z.string() });

/** A worklog with the push references it carries (read with expand=properties). */
const worklog = z
  .object({ id: z.string(), properties: z.array(z.object({ key: z.string(), value: z.unknown() })).default([]) })
  .transform((w) => ({
    id: w.id,
    references: w.properties.flatMap((p) => (p.key === referenceProperty ? (ourProperty.safeParse(p.value).data?.reference ?? []) : [])),
  }));

/** An issue assigned to the token's user, as the ticket screens list it. */
const assignedIssue = z
  .object({
    id: z.string(),
    key: z.string(),
    fields: z.object({
      summary: z.string(),
      status: optional(z.object({ name: optional(z.string()) })),
      project: optional(z.object({ key: optional(z.string()), name: optional(z.string()) })),
    }),
  })
  .transform(({ id, key, fields: { summary, status, project } }) => ({
    id,
    key,
    summary,
    status: status?.name ?? null,
    project: project?.key !== undefined && project.name !== undefined ? { key: project.key, name: project.name } : null,
  }));
export type AssignedIssue = z.output<typeof assignedIssue>;

/** A Jira site a token reaches (`GET /oauth/token/accessible-resources`). */
const site = z.object({ id: z.string(), name: z.string(), url: z.string() }).transform((s) => ({ cloudId: s.id, name: s.name, url: s.url }));
export type JiraSite = z.output<typeof site>;

export const answers = {
  myself: user,
  projects: z.object({ values: z.array(project), isLast: optional(z.boolean()) }).transform((a) => ({ records: a.values, isLast: a.isLast === true })),
  worklogs: z.object({ worklogs: z.array(worklog), total: z.int() }),
  /** The worklog added. */
  added: z.object({ id: z.string() }).transform((a) => a.id),
  assignedIssues: z.object({ issues: z.array(assignedIssue), nextPageToken: optional(z.string()) }),
  sites: z.array(site),
};

/** Jira's errors: `{errorMessages: [...], errors: {field: message}}`; the gateway's `{code, message}`. */
const errorBody = z.object({
  errorMessages: z.array(z.unknown()).catch([]),
  errors: z.record(z.string(), z.unknown()).catch({}),
  message: errorText,
});

export function readError(body: unknown): string {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return textMessage(body);
  const { errorMessages, errors, message } = parsed.data;
  const fields = Object.entries(errors).map(([name, text]) => `${name}: ${String(text)}`);
  return [...errorMessages.map(String), ...fields, ...(message === undefined ? [] : [message])].join('; ');
}
