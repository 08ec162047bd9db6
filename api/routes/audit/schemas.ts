import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../../identity/audit.js';

const person = z.object({ id: z.uuid(), name: z.string().describe('Empty when the person has been deleted.') }).nullable();

/** One entry of the audit log as GET /v1/audit answers it. */
export const auditEntry = z
  .object({
    id: z.string().describe('Ascending in the order entries were written.'),
    at: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: person.describe('Who did it; null when nobody was signed in (a failed sign-in, an accepted invitation).'),
    subject: person.describe('Whom it is about.'),
    details: z.record(z.string(), z.unknown()).describe('What else there is to know (roles before and after, a reason, a token’s name); never a secret.'),
    ip: z.string().nullable(),
    request: z.string().nullable().describe('The reference of the request, which finds its log line.'),
  })
  .meta({ id: 'AuditEntry' });
