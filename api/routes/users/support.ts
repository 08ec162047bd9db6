import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type AuditAction } from '../../../identity/audit.js';
import { AlreadyAccepted } from '../../../identity/invites.js';
import { DowngradeReasonRequired, EmailInUse, LastAdministrator, NotDeletable } from '../../../identity/people.js';
import { ApiError } from '../../errors/catalogue.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { auditOrigin } from '../audit/origin.js';
import { say } from '../../../i18n/text.js';

/** Writes what an administrator (or the person) did to a person to the audit log. */
export function auditPerson(
  app: FastifyInstance,
  request: FastifyRequest,
  action: AuditAction,
  subject: { id: string; client_id: string },
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(app.deps.pool, {
    client_id: subject.client_id,
    actor_user_id: request.user.id,
    subject_user_id: subject.id,
    action,
    ...(details ? { details } : {}),
    ...auditOrigin(request),
  });
}

/**
 * Forgets the person's sessions in this process's cache, and those in which they act as someone else, so that a
 * change of their account (state or role) counts from the next request (other processes follow within a second,
 * api/plugins/authentication.ts).
 */
export function forgetPersonsSessions(app: FastifyInstance, userId: string): void {
  forgetCachedSessions(app, (user, impersonator) => user.id === userId || impersonator?.id === userId);
}

/** The identity layer's refusals as the API answers them; anything else is thrown on. */
export function asApiError(error: unknown): unknown {
  if (error instanceof EmailInUse) {
    return new ApiError('precondition_failed', say('email_in_use'), { email: [say('email_in_use')] });
  }
  if (error instanceof LastAdministrator) return new ApiError('precondition_failed', say('last_administrator'));
  if (error instanceof DowngradeReasonRequired) {
    return new ApiError('validation_failed', say('downgrade_reason_required'), { reason: [say('downgrade_reason_required')] });
  }
  if (error instanceof NotDeletable) return new ApiError('precondition_failed', say('person_signed_in_before'));
  if (error instanceof AlreadyAccepted) return new ApiError('precondition_failed', say('invitation_accepted_already'));
  return error;
}

/** Runs a change and answers 404 when the firm has no such person. */
export async function found<T>(change: Promise<T | undefined>): Promise<T> {
  let result: T | undefined;
  try {
    result = await change;
  } catch (error) {
    throw asApiError(error);
  }
  if (result === undefined) throw new ApiError('model_not_found', say('user_not_found'));
  return result;
}
