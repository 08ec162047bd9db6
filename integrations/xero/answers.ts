import { z } from 'zod';
import { errorText, optional } from '../answers.js';
import { textMessage } from '../http.js';
import type { ExternalClient, ExternalProject, ExternalTask, ExternalUser } from '../vendor.js';

/**
 * Xero's answers, the part we use, in our shapes: Projects (contracts/xero/xero-projects.yaml; camelCase, pages of
 * `{pagination, items}`), Accounting contacts (PascalCase, Xero's published shape) and Identity connections
 * (xero-identity.yaml). Ids are UUIDs. Statuses are read as text: a status Xero adds must not break a list.
 */

const id = z.string();

const user = z
  .object({ userId: id, name: z.string(), email: optional(z.string()) })
  .transform((u): ExternalUser => ({ id: u.userId, name: u.name, email: u.email }));

const project = z
  .object({ projectId: id, name: z.string(), contactId: optional(id), status: optional(z.string()) })
  .transform((p): ExternalProject => ({ id: p.projectId, name: p.name, clientId: p.contactId, active: p.status !== 'CLOSED' }));

/** A task of the project asked for (the project is added by the client). */
const task = z
  .object({ taskId: id, name: z.string(), status: optional(z.string()) })
  .transform((t): ExternalTask => ({ id: t.taskId, name: t.name, active: t.status !== 'LOCKED' }));

/** A contact of the Accounting API. */
const contact = z
  .object({ ContactID: id, Name: z.string(), ContactStatus: optional(z.string()) })
  .transform((c): ExternalClient => ({ id: c.ContactID, name: c.Name, active: c.ContactStatus === 'ACTIVE' }));

/** A time entry as far as reconciliation needs it: which one, and its whole minutes. */
const timeEntry = z.object({ timeEntryId: id, duration: z.int() }).transform((e) => ({ id: e.timeEntryId, duration: e.duration }));

const connection = z.object({ tenantId: id, tenantName: z.string(), tenantType: z.string() });
/** An organisation (tenant) a token may reach. */
export type XeroConnection = z.output<typeof connection>;

export interface Page<T> {
  records: T[];
  pageCount: number;
}
const page = <S extends z.ZodType>(item: S) =>
  z
    .object({ pagination: z.object({ pageCount: z.int() }), items: z.array(item) })
    .transform((answer): Page<z.output<S>> => ({ records: answer.items, pageCount: answer.pagination.pageCount }));

export const answers = {
  users: page(user),
  projects: page(project),
  tasks: page(task),
  timeEntries: page(timeEntry),
  /** A page of Accounting contacts: 100 to a page, no page count. */
  contacts: z.object({ Contacts: z.array(contact) }).transform((answer) => answer.Contacts),
  /** The time entry created (or, for a replayed Idempotency-Key, the one created first). */
  created: z.object({ timeEntryId: id }).transform((entry) => entry.timeEntryId),
  connections: z.array(connection),
};

/**
 * Xero's errors: `{message, modelState: {field: [messages]}}` from Projects, problem details (`{Title, Detail,
 * Status}`) from the gateway on 401/403, `{Message, Elements}` from Accounting.
 */
const errorBody = z.object({
  message: errorText,
  Message: errorText,
  Detail: errorText,
  Title: errorText,
  modelState: z.record(z.string(), z.array(z.unknown()).catch([])).optional().catch(undefined),
});

export function readError(body: unknown): string {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return textMessage(body);
  const { message, Message, Detail, Title, modelState = {} } = parsed.data;
  const fieldMessages = Object.values(modelState).flatMap((messages) => messages.map(String));
  return [message ?? Message ?? Detail ?? Title ?? '', ...fieldMessages].filter((m) => m !== '').join(': ');
}
