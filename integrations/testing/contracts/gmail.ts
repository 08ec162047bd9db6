import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * The Gmail API v1, the operations our sent-mail reader calls, as Google documents them
 * (developers.google.com/gmail/api/reference/rest/v1/users.messages/list and /get): a list of ids searched by `q`
 * (Gmail's search, `in:sent after:<seconds>`), paged by `pageToken`; a message with `format=metadata` and the
 * headers named by `metadataHeaders` (repeated), or with `format=full` and its MIME parts (users.messages#MessagePart).
 * Errors `{error: {code, message, errors: [{reason}]}}`.
 */

const text = { type: 'string' };
const bearer = { BearerToken: { type: 'http', scheme: 'bearer' } };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const googleError = answer({
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: text, errors: { type: 'array', items: { type: 'object', properties: { reason: text, message: text } } } } } },
});
const header = { type: 'object', required: ['name', 'value'], properties: { name: text, value: text } };
/** A MIME part's body: its data as base64url (absent for a multipart container, or an attachment read apart). */
const partBody = { type: 'object', properties: { size: { type: 'integer' }, data: { type: 'string', pattern: '^[A-Za-z0-9_-]*=*$' }, attachmentId: text } };
const message = {
  type: 'object',
  required: ['id'],
  properties: {
    id: text,
    threadId: text,
    labelIds: { type: 'array', items: text },
    snippet: text,
    internalDate: { type: 'string', pattern: '^[0-9]+$' },
    payload: {
      type: 'object',
      properties: {
        partId: text,
        mimeType: text,
        filename: text,
        headers: { type: 'array', items: header },
        body: partBody,
        parts: { type: 'array', items: { type: 'object', properties: { partId: text, mimeType: text, filename: text, headers: { type: 'array', items: header }, body: partBody, parts: { type: 'array', items: { type: 'object' } } } } },
      },
    },
  },
};

const gmailDocument: Json = {
  openapi: '3.0.3',
  info: { title: 'Gmail API v1 (messages)', version: 'v1' },
  servers: [{ url: 'https://gmail.googleapis.com/gmail/v1' }],
  security: [{ BearerToken: [] }],
  components: { securitySchemes: bearer },
  paths: {
    '/users/{userId}/messages': {
      get: {
        operationId: 'gmail.users.messages.list',
        parameters: [
          { name: 'userId', in: 'path', required: true, schema: text },
          { name: 'q', in: 'query', schema: text },
          { name: 'pageToken', in: 'query', schema: text },
          { name: 'maxResults', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500 } },
        ],
        responses: {
          200: answer({ type: 'object', properties: { messages: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: text, threadId: text } } }, nextPageToken: text, resultSizeEstimate: { type: 'integer' } } }),
          400: googleError,
          401: googleError,
        },
      },
    },
    '/users/{userId}/messages/{id}': {
      get: {
        operationId: 'gmail.users.messages.get',
        parameters: [
          { name: 'userId', in: 'path', required: true, schema: text },
          { name: 'id', in: 'path', required: true, schema: text },
          { name: 'format', in: 'query', schema: { enum: ['minimal', 'full', 'raw', 'metadata'] } },
          { name: 'metadataHeaders', in: 'query', schema: { type: 'array', items: text } },
        ],
        responses: { 200: answer(message), 401: googleError, 404: googleError },
      },
    },
  },
};

export const gmailContract = OpenApiContract.from(gmailDocument);
