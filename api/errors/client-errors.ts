import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, languageOfAcceptLanguage } from '../../i18n/index.js';
import { ApiError, type ErrorCode } from './catalogue.js';
import { errorBodyOf, newReference } from './handler.js';

/** Node's HTTP parser's refusals that have a code of their own; any other is a request that could not be read. */
const PARSER_ERRORS: Partial<Record<string, ErrorCode>> = {
  HPE_HEADER_OVERFLOW: 'request_header_fields_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

/**
 * A request Node's HTTP parser refused (headers or address over the 16 KiB limit, a malformed request, one
 * that did not arrive in time) never reaches Fastify's routes or error handler: it is answered here, on the
 * socket, in the catalogue's shape with a reference in the log, and the connection is closed.
 */
export function answerClientError(log: FastifyBaseLogger | undefined, error: ConnectionError, socket: Socket): void {
  // A connection reset by the client: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = new ApiError(PARSER_ERRORS[error.code] ?? 'bad_request');
  const reference = newReference();
  log?.info({ reference, code: refusal.code, err: error }, 'request refused by the HTTP parser');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const language = languageOfRawRequest(error) ?? DEFAULT_LANGUAGE;
  const body = JSON.stringify(errorBodyOf(refusal, reference, language));
  const head = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Content-Language: ${language}`,
    `X-Request-Reference: ${reference}`,
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** The Accept-Language of the bytes the parser refused, as far as they go (there is no request to ask). */
function languageOfRawRequest(error: ConnectionError) {
  const raw: unknown = error.rawPacket;
  if (!Buffer.isBuffer(raw)) return undefined;
  return languageOfAcceptLanguage(/^accept-language:([^\r\n]*)/im.exec(raw.toString('latin1'))?.[1]);
}
