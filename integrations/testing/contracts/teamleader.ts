import { z } from 'zod';
import type { ContractCheck, FakeRequest } from '../fake-server.js';

/**
 * Teamleader Focus, the calls our client makes, as Teamleader's API reference (developer.teamleader.eu) documents
 * them; Teamleader publishes no OpenAPI document, so this one is zod — every call `POST /resource.action`, JSON,
 * a Bearer token; `timeTracking.add` takes `started_at` + `duration` (seconds), `started_at` + `ended_at`, or
 * `started_on` + `duration`. Objects are strict: Teamleader ignores what it does not know (a misspelt list
 * filter answers *everything*), so anything undocumented is reported as a violation here.
 */

const uuid = z.uuid();
const dateTime = z.iso.datetime({ offset: true });
const page = z.strictObject({ size: z.int().min(1).max(100).optional(), number: z.int().min(1).optional() }).optional();
const sort = z.array(z.strictObject({ field: z.string(), order: z.enum(['asc', 'desc']).optional() })).optional();
const list = (filter: z.ZodType = z.strictObject({ ids: z.array(uuid).optional(), term: z.string().optional() })) =>
  z.strictObject({ filter: filter.optional(), page, sort });
const subjectTypes = ['company', 'contact', 'event', 'milestone', 'nextgenTask', 'ticket', 'todo'] as const;

const common = {
  work_type_id: uuid.optional(),
  description: z.string().optional(),
  subject: z.strictObject({ type: z.enum(subjectTypes), id: uuid }).optional(),
  invoiceable: z.boolean().optional(),
  user_id: uuid.optional(),
};
const byDuration = z.strictObject({ ...common, started_at: dateTime, duration: z.int().positive() });
const byEnd = z.strictObject({ ...common, started_at: dateTime, ended_at: dateTime });
const byDay = z.strictObject({ ...common, started_on: z.iso.date(), duration: z.int().positive() });
/** The three documented ways to give the time, told apart by the keys used (so the issues name the right one). */
const timeTrackingAdd = z.unknown().superRefine((body, context) => {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const variant = keys.includes('started_on') ? byDay : keys.includes('ended_at') ? byEnd : byDuration;
  const result = variant.safeParse(body);
  if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

const teamleaderCalls: Record<string, z.ZodType> = {
  'users.me': z.strictObject({}).optional(),
  'users.list': list(z.strictObject({ ids: z.array(uuid).optional(), term: z.string().optional(), status: z.array(z.enum(['active', 'deactivated'])).optional() })),
  'companies.list': list(),
  'projects.list': list(z.strictObject({ ids: z.array(uuid).optional(), term: z.string().optional(), customer: z.strictObject({ type: z.enum(['company', 'contact']), id: uuid }).optional() })),
  'milestones.list': list(z.strictObject({ ids: z.array(uuid).optional(), project_id: uuid.optional(), status: z.enum(['open', 'closed']).optional() })),
  'workTypes.list': list(),
  'timeTracking.list': list(
    z.strictObject({
      ids: z.array(uuid).optional(),
      user_id: uuid.optional(),
      started_after: dateTime.optional(),
      started_before: dateTime.optional(),
      ended_after: dateTime.optional(),
      ended_before: dateTime.optional(),
      subject: z.strictObject({ type: z.enum(['company', 'contact', 'event', 'milestone', 'ticket', 'todo']), id: uuid }).optional(),
    }),
  ),
  'timeTracking.add': timeTrackingAdd,
};

export function checkTeamleaderRequest(request: FakeRequest): ContractCheck {
  const action = request.path.replace(/^\//, '');
  const schema = teamleaderCalls[action];
  if (!schema) return { errors: [`${action} is not a Teamleader call we implement`] };
  const errors: string[] = [];
  if (request.method !== 'POST') errors.push(`${action} is called with POST, not ${request.method}`);
  if (!/^Bearer \S+$/.test(request.headers.authorization ?? '')) errors.push('an Authorization: Bearer token is required');
  if (request.body !== undefined && !(request.contentType ?? '').startsWith('application/json')) errors.push('the body must be application/json');
  const result = schema.safeParse(request.body);
  if (!result.success) {
    errors.push(...result.error.issues.map((issue) => `body${issue.path.map((p) => `.${String(p)}`).join('')}: ${issue.message}`));
  }
  return { operationId: action, errors };
}
