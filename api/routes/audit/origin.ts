import type { FastifyRequest } from 'fastify';

/** Where an audit entry came from: the caller's address (as TRUST_PROXY reads it) and the request's reference. */
export const auditOrigin = (request: FastifyRequest): { ip: string; request: string } => ({ ip: request.ip, request: request.id });
