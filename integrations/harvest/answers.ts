import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { ExternalClient, ExternalProject, ExternalTask, ExternalUser } from '../vendor.js';

/**
 * Harvest v2's answers (contracts/harvest/harvest-openapi.yaml), the part we use, in our shapes. Ids are integers;
 * the document marks nearly every field nullable, so only the id and name are required of a record.
 */

const id = z.int();
/** Archived records say `is_active: false`; a record that does not say is active. */
const isActive = optional(z.boolean()).transform((active) => active !== false);

const user = z
  .object({ id, first_name: optional(z.string()), last_name: optional(z.string()), email: optional(z.string()) })
  .transform((u): ExternalUser => ({ id: String(u.id), name: [u.first_name, u.last_name].filter(Boolean).join(' '), email: u.email }));

const client = z
  .object({ id, name: z.string(), is_active: isActive })
  .transform((c): ExternalClient => ({ id: String(c.id), name: c.name, active: c.is_active }));

const project = z
  .object({ id, name: z.string(), code: optional(z.string()), client: optional(z.object({ id })), is_active: isActive })
  .transform(
    (p): ExternalProject => ({ id: String(p.id), name: p.name, code: p.code || undefined, clientId: p.client && String(p.client.id), active: p.is_active }),
  );

const task = z
  .object({ id, name: z.string(), is_active: isActive })
  .transform((t): ExternalTask => ({ id: String(t.id), name: t.name, active: t.is_active }));

/** A task assigned to a project: the task is nested, the assignment says whether it is active. */
const taskAssignment = z
  .object({ task: z.object({ id, name: z.string() }), is_active: isActive })
  .transform((a): ExternalTask => ({ id: String(a.task.id), name: a.task.name, active: a.is_active }));

const timeEntry = z.object({ id }).transform((e) => String(e.id));

/** Lists come in numbered pages: the records under the list's own name, and the next page's number (null on the last). */
export interface Page<T> {
  records: T[];
  next: number | null;
}
const nextPage = z.int().nullable();
const page = <T>(records: T[], next: number | null): Page<T> => ({ records, next });

export const answers = {
  me: user,
  users: z.object({ users: z.array(user), next_page: nextPage }).transform((a) => page(a.users, a.next_page)),
  clients: z.object({ clients: z.array(client), next_page: nextPage }).transform((a) => page(a.clients, a.next_page)),
  projects: z.object({ projects: z.array(project), next_page: nextPage }).transform((a) => page(a.projects, a.next_page)),
  tasks: z.object({ tasks: z.array(task), next_page: nextPage }).transform((a) => page(a.tasks, a.next_page)),
  taskAssignments: z.object({ task_assignments: z.array(taskAssignment), next_page: nextPage }).transform((a) => page(a.task_assignments, a.next_page)),
  /** The ids of the time entries found (`GET /time_entries`). */
  timeEntries: z.object({ time_entries: z.array(timeEntry) }).transform((a) => a.time_entries),
  /** The id of the time entry created. */
  created: timeEntry,
};

/** Harvest's errors: `{message}` from the API, `{error, error_description}` from its OAuth layer (401). */
const errorBody = z.object({ message: errorText, error_description: errorText, error: errorText });

export function readError(body: unknown): string {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return textMessage(body);
  const { message, error_description: description, error } = parsed.data;
  return message ?? description ?? error ?? '';
}
