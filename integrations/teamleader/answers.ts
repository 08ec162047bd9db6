import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { ExternalClient, ExternalProject, ExternalTask, ExternalUser } from '../vendor.js';

/**
 * Teamleader Focus's answers (its API reference; contracts/README.md), the part we use, in our shapes: every
 * answer is `{data}`, ids are UUIDs. Statuses are read as text: a status Teamleader adds must not break a list.
 */

const id = z.string();

const user = z
  .object({ id, first_name: optional(z.string()), last_name: optional(z.string()), email: optional(z.string()) })
  .transform((u): ExternalUser => ({ id: u.id, name: [u.first_name, u.last_name].filter(Boolean).join(' '), email: u.email }));

const company = z
  .object({ id, name: z.string(), status: optional(z.string()) })
  .transform((c): ExternalClient => ({ id: c.id, name: c.name, active: c.status !== 'deactivated' }));

const project = z
  .object({ id, title: z.string(), status: optional(z.string()), customer: optional(z.object({ id })) })
  .transform((p): ExternalProject => ({ id: p.id, name: p.title, clientId: p.customer?.id, active: p.status === 'active' || p.status === 'on_hold' }));

/** A milestone of the project asked for (the project is added by the client). */
const milestone = z
  .object({ id, name: z.string(), status: optional(z.string()) })
  .transform((m): ExternalTask => ({ id: m.id, name: m.name, active: m.status !== 'closed' }));

const workType = z.object({ id, name: z.string() }).transform((w): ExternalTask => ({ id: w.id, name: w.name, active: true }));

/** A time entry as far as the look-up by reference mark needs it. */
const timeEntry = z.object({ id, description: optional(z.string()) }).transform((e) => ({ id: e.id, description: e.description ?? '' }));

const list = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item) }).transform((answer) => answer.data);

export const answers = {
  me: z.object({ data: user }).transform((answer) => answer.data),
  users: list(user),
  companies: list(company),
  projects: list(project),
  milestones: list(milestone),
  workTypes: list(workType),
  timeEntries: list(timeEntry),
  /** `201 {data: {type, id}}` of `timeTracking.add`. */
  added: z.object({ data: z.object({ id }) }).transform((answer) => answer.data.id),
};

/** Teamleader's errors: `{errors: [{status, title, detail?}]}`, or `{message}`. */
const errorBody = z.object({
  errors: z.array(z.object({ title: errorText, detail: errorText })).optional().catch(undefined),
  message: errorText,
});

export function readError(body: unknown): string {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return textMessage(body);
  const { errors, message } = parsed.data;
  if (!errors) return message ?? '';
  return errors
    .map(({ title, detail }) => [title, detail].filter(Boolean).join(': '))
    .filter((m) => m !== '')
    .join('; ');
}
