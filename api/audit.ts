import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../identity/audit.js';

/** What every audit entry of a request carries: the caller's address (as the attempt limits count it) and its reference. */
export const requestContext = (request: FastifyRequest): Pick<AuditEntry, 'ip' | 'request'> => ({ ip: request.ip, request: request.id });
