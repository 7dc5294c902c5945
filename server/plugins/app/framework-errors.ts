import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SECURITY_HEADERS } from '../external/helmet';
import { languageOf, translateApiText } from '../../shared/api-language';

/** Spec's generic words where it has them ("Request timeout"); the URL is never echoed back. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers or address too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout'],
  ERR_HTTP_REQUEST_BODY_TIMEOUT: [408, 'Request timeout'],
};

/** A whole HTTP answer written straight to the socket: the envelope, the security headers, and close. */
export function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ status: 'Error', message });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node's own refusals (headers over 16 KB, broken framing, a request that never finished) leave
 * as the envelope with the security headers instead of Fastify's bare JSON.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  if (!socket.writable) return void socket.destroy();
  socket.end(rawAnswer(status, message));
  // A client that never reads its answer does not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * What the router itself refuses (a `%` escape it cannot decode): 400 in the envelope, without echoing the URL, in the
 * language of Accept-Language (no hook has run yet, so it is read here). Node's own refusals above have no request to read.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = badUrl ? 'Invalid address' : 'Server error. Please try again later.';
  void reply
    .headers(SECURITY_HEADERS)
    .status(badUrl ? 400 : 500)
    .send({ status: 'Error', message: translateApiText(message, languageOf(request.headers['accept-language'])) });
}
