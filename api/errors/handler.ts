import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/shared/decider.js';
import { ConcurrencyConflictError } from '../../eventstore/command-handler.js';
import { textsIn, type Language } from '../../i18n/index.js';
import { ApiError, catalogue, isErrorCode, type FieldErrors } from './catalogue.js';
import { languageOfHeaders, languageOfRequest } from './language.js';
import { isActivityWatchCall, isApiCall } from '../paths.js';
import type { ActivityWatchErrorBody, ErrorBody } from './schema.js';

/** The one place where errors of every layer become HTTP answers in the catalogue's shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500 && apiError.code !== 'maintenance') {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: apiError.code, message: apiError.message }, 'request refused');
    }
    // In maintenance the database is not asked (it may be what is being maintained).
    const language = apiError.code === 'maintenance' ? languageOfHeaders(request) : await languageOfRequest(app.deps.pool, request);
    return sendError(request, reply, apiError, language);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = isApiCall(request.url)
      ? new ApiError('model_not_found', `There is no ${request.method} ${request.url.split('?')[0]} call.`)
      : new ApiError('html_404');
    sendError(request, reply, error, languageOfHeaders(request));
  });
}

/** 64 random bits a reference, drawn 512 references at a time: one system call for many requests, not one each. */
const REFERENCE_BYTES = 8;
let randomness = Buffer.alloc(0);
let drawn = 0;

/** The reference of a request: in its log lines, its error answer and the `X-Request-Reference` header. */
export function newReference(): string {
  if (drawn + REFERENCE_BYTES > randomness.length) {
    randomness = randomBytes(512 * REFERENCE_BYTES);
    drawn = 0;
  }
  drawn += REFERENCE_BYTES;
  return `req_${randomness.toString('hex', drawn - REFERENCE_BYTES, drawn)}`;
}

/**
 * The error in the catalogue's shape, in the person's language; on /api/0 in aw-server's (English), where a
 * watcher reads it.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError, language: Language): FastifyReply {
  if (isActivityWatchCall(request.url)) {
    return reply.code(error.status).headers(error.headers).type('application/json').send(activityWatchErrorBodyOf(error));
  }
  return reply
    .code(error.status)
    .headers({ ...error.headers, 'Content-Language': language })
    .type('application/json')
    .send(errorBodyOf(error, request.id, language));
}

/**
 * The catalogue's shape of an error answer: the code's title in the language, and so are the message and a field's
 * message where they repeat the title (an error without details of its own). Details written for one case stay as
 * written.
 */
export function errorBodyOf(error: ApiError, reference: string, language: Language): ErrorBody {
  const title = textsIn(language)(`errors:${error.code}`);
  const translated = (text: string) => (text === catalogue[error.code].title ? title : text);
  const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map(translated)]));
  return {
    status: error.status,
    code: error.code,
    title,
    message: translated(error.message),
    reference,
    ...(errors ? { errors } : {}),
  };
}

/**
 * aw-server's shape of an error answer: only a message (the reference stays in the X-Request-Reference header).
 * Field errors are part of the message, as aw-server puts serde's complaint there.
 */
function activityWatchErrorBodyOf(error: ApiError): ActivityWatchErrorBody {
  const fields = Object.entries(error.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return { message: fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message };
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError('validation_failed', undefined, fieldErrors(error.validation, error.validationContext));
  }
  if (error instanceof DomainError) {
    const code = isErrorCode(error.code) ? error.code : 'validation_failed';
    const errors = error.details ?? (error.field ? { [error.field]: [error.message] } : undefined);
    return new ApiError(code, error.message, errors);
  }
  if (error instanceof ConcurrencyConflictError) return new ApiError('concurrency_conflict');
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type');
    case 'FST_ERR_VALIDATION':
      return new ApiError('validation_failed', error.message);
  }
  if (error.statusCode === 429) return new ApiError('too_many_attempts', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('bad_request', error.message);
  }
  return new ApiError('api_service_error');
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldErrors(issues: readonly ValidationIssue[], context: string | undefined): FieldErrors {
  // A Map, not an object literal: a field named constructor or __proto__ must not meet Object.prototype (a 500).
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => errors.set(field, [...(errors.get(field) ?? []), message]);
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${key}` : String(key), 'This field is not accepted here.');
      continue;
    }
    add(path || context || 'body', issue.message ?? 'Invalid value');
  }
  return Object.fromEntries(errors);
}
