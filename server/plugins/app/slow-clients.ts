import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Socket } from 'node:net';
import { rawAnswer } from './framework-errors';

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * A body that has not finished arriving within BODY_TIMEOUT_MS gets 408 and its connection is
 * closed. Photo uploads (multipart, up to 5 MB from a phone on a slow network) have the server's
 * whole-request limit instead (UPLOAD_TIMEOUT_MS, set on the HTTP server in app.ts).
 */
function closeUnfinishedBodies(app: FastifyInstance, bodyTimeoutMs: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request) => {
    const { socket } = request.raw;
    // Injected requests (tests) have no socket to close.
    if (!(socket instanceof Socket) || !hasBody(request) || isMultipart(request)) return;
    const timer = setTimeout(() => {
      request.log.warn({ ip: request.ip, url: request.url }, 'request body not finished in time: connection closed');
      socket.end(rawAnswer(408, 'Request timeout'));
      setTimeout(() => socket.destroy(), 1000).unref();
    }, bodyTimeoutMs);
    timers.set(request, timer);
    request.raw.once('end', () => clearTimeout(timer));
  });
  // Answered before the body was read (401, 404): the answer stands, no 408 after it, and the
  // connection closes rather than wait for the rest of a body nobody will read.
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
    if (timers.has(request) && !request.raw.complete) request.raw.socket.end();
  });
}

/** At most `max` open connections per address; one more is closed at once, before it can send anything. */
function capConnectionsPerAddress(app: FastifyInstance, max: number): void {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

export const slowClientLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { BODY_TIMEOUT_MS, MAX_CONNECTIONS_PER_IP, TRUST_PROXY } = app.config;
    if (BODY_TIMEOUT_MS > 0) closeUnfinishedBodies(app, BODY_TIMEOUT_MS);
    // Behind a proxy every connection is the proxy's: capping its address would cap every client at once (nginx caps per client: deploy/nginx.conf).
    if (MAX_CONNECTIONS_PER_IP > 0 && !TRUST_PROXY) capConnectionsPerAddress(app, MAX_CONNECTIONS_PER_IP);
  },
  { name: 'slow-client-limits', dependencies: ['context'] },
);
