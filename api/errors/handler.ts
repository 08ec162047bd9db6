import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/shared/decider.js';
import { ConcurrencyConflictError } from '../../eventstore/command-handler.js';
import { textsIn, type Language } from '../../i18n/index.js';
import { inEnglish, type Message } from '../../i18n/message.js';
import { say, textOfEnglish } from '../../i18n/text.js';
import { ApiError, catalogue, isErrorCode } from './catalogue.js';
import { fieldErrors } from './field-messages.js';
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
      // The error's own English: a library's words (Fastify's), which the answer leaves to its code's title.
      request.log.info({ code: apiError.code, message: error.message }, 'request refused');
    }
    // A watcher reads aw-server's answer, in English whatever the person chose: their language is not looked up.
    if (isActivityWatchCall(request.url)) return sendActivityWatchError(reply, apiError);
    // In maintenance the database is not asked (it may be what is being maintained).
    const language = apiError.code === 'maintenance' ? languageOfHeaders(request) : await languageOfRequest(app.deps.pool, request);
    return sendError(request, reply, apiError, language);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = isApiCall(request.url)
      ? new ApiError('model_not_found', say('no_such_call', { method: request.method, path: request.url.split('?')[0] ?? '' }))
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
  if (isActivityWatchCall(request.url)) return sendActivityWatchError(reply, error);
  return reply
    .code(error.status)
    .headers({ ...error.headers, 'Content-Language': language })
    .type('application/json')
    .send(errorBodyOf(error, request.id, language));
}

const sendActivityWatchError = (reply: FastifyReply, error: ApiError): FastifyReply =>
  reply.code(error.status).headers(error.headers).type('application/json').send(activityWatchErrorBodyOf(error));

/**
 * The catalogue's shape of an error answer: the code's title in the language, and so are the message and the field
 * messages (the title where they repeat it, their text where they are one of the server's texts). What is written as
 * it is (a vendor's words, a value) stays as written.
 */
export function errorBodyOf(error: ApiError, reference: string, language: Language): ErrorBody {
  const title = textsIn(language)(`errors:${error.code}`);
  const translated = (message: Message) => {
    if (typeof message !== 'string') return message.in(language);
    return message === catalogue[error.code].title ? title : (textOfEnglish(message)?.in(language) ?? message);
  };
  const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.map(translated)]));
  return {
    status: error.status,
    code: error.code,
    title,
    message: error.said?.in(language) ?? title,
    reference,
    ...(errors ? { errors } : {}),
  };
}

/**
 * aw-server's shape of an error answer: only a message (the reference stays in the X-Request-Reference header).
 * Field errors are part of the message, as aw-server puts serde's complaint there.
 */
function activityWatchErrorBodyOf(error: ApiError): ActivityWatchErrorBody {
  const fields = Object.entries(error.errors ?? {}).map(([field, messages]) => `${field}: ${messages.map(inEnglish).join(' ')}`);
  return { message: fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message };
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError('validation_failed', undefined, fieldErrors(error.validation, error.validationContext));
  }
  if (error instanceof DomainError) {
    const code = isErrorCode(error.code) ? error.code : 'validation_failed';
    const errors = error.details ?? (error.field ? { [error.field]: [error.said] } : undefined);
    return new ApiError(code, error.said, errors);
  }
  if (error instanceof ConcurrencyConflictError) return new ApiError('concurrency_conflict');
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', say('body_not_json'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type');
    case 'FST_ERR_VALIDATION':
      return new ApiError('validation_failed');
  }
  // Fastify's own refusals speak English only: the code's title says them in the person's language.
  if (error.statusCode === 429) return new ApiError('too_many_attempts');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiError('bad_request');
  return new ApiError('api_service_error');
}
