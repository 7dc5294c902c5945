import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorLogSampler } from '@server/plugins/app/errors';
import { PERMISSIONS_POLICY, SECURITY_HEADERS } from '@server/plugins/external/helmet';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';
import { openSocket, parseAnswer, rawRequest, readUntilClosed } from '@tests/utils/raw-http';
import { multipartBody, pngImage } from '@tests/utils/uploads';

// A built SPA of one file, so the catch-all route that serves it is there too.
const spaDir = mkdtempSync(join(tmpdir(), 'gymkhana-spa-'));
writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Gymkhana</title>');

const BODY_TIMEOUT_MS = 400;
const MAX_CONNECTIONS_PER_IP = 6;
const server = useTestServer({ SERVE_SPA: true, SPA_DIR: spaDir, BODY_TIMEOUT_MS, MAX_CONNECTIONS_PER_IP });
const app = () => server.current.app;
let port = 0;

beforeAll(async () => {
  await app().listen({ host: '127.0.0.1', port: 0 });
  port = (app().server.address() as { port: number }).port;
});

type Headers = Record<string, unknown>;
function expectEnvelopeWithHeaders(answer: { headers: Headers; body: string }): { status: string; message: string } {
  const envelope = JSON.parse(answer.body) as { status: string; message: string };
  expect(envelope).toMatchObject({ status: 'Error', message: expect.any(String) });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
  return envelope;
}

describe('every answer is the envelope with the security headers, the framework’s own included', () => {
  it("the raw answers carry exactly helmet's headers (and the camera only on our origin)", async () => {
    const res = await app().inject({ url: '/api/health' });
    for (const name of Object.keys(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(SECURITY_HEADERS[name]);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
  });

  it('answers 431 in the envelope to a URL over 16 KB', async () => {
    const answer = await rawRequest(port, `GET /api/gyms.php?action=search&q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelopeWithHeaders(answer);
    expect(answer.closed).toBe(true);
  });

  it.each([
    ['both a length and chunked', 'POST /api/auth-otp.php?action=send-otp HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a broken chunk', 'POST /api/auth-otp.php?action=send-otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n'],
  ])('answers broken framing (%s) with 400 in the envelope', async (_name, request) => {
    const answer = await rawRequest(port, request);
    expect(answer.status).toBe(400);
    expectEnvelopeWithHeaders(answer);
  });

  it.each(['/api/%zz', '/%E0%A4%A', '/assets/%c0%af.js'])('answers a bad escape in %s with 400, without echoing the address', async (path) => {
    const res = await app().inject({ url: path });
    expect(res.statusCode).toBe(400);
    const envelope = expectEnvelopeWithHeaders({ headers: res.headers, body: res.body });
    expect(envelope.message).toBe('Invalid address');
    expect(res.body).not.toContain('%');
  });

  // Over real HTTP: inject would read `//host/path` as a URL with a host.
  it.each(['//', '///', '//x', '//evil.example/a.js', '//api/health', '//%2e%2e/etc/passwd'])('answers %s with 404', async (path) => {
    const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(expectEnvelopeWithHeaders(answer)).toEqual({ status: 'Error', message: 'Not found' });
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('names the unknown query key %s like any other', async (key) => {
    const res = await app().inject({ url: `/api/gyms.php?action=search&${key}=1` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: `Unknown field: ${key}`, data: { fields: { [key]: `Unknown field: ${key}` } } });
  });

  it('names an unknown body key like toString too', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/auth-otp.php?action=send-otp', payload: { mobile: '9876543210', userType: 'member', toString: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: toString');
  });
});

describe('authentication before validation', () => {
  const profileUpdate = '/api/profile.php?action=update';
  it.each([
    ['no body', undefined, undefined],
    ['unknown keys', { isAdmin: true }, 'application/json'],
    ['broken JSON', '{"firstName":', 'application/json'],
    ['a NUL character', { firstName: 'a\u0000' }, 'application/json'],
    ['a body that is not JSON', 'firstName=x', 'text/plain'],
  ] as const)('an anonymous call to a signed-in route with %s answers 401', async (_name, payload, type) => {
    const res = await app().inject({ method: 'POST', url: profileUpdate, ...(payload ? { payload } : {}), headers: type ? { 'content-type': type } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'Error', message: 'Unauthorized access' });
  });

  it('an anonymous upload is refused with 401 before its body is read', async () => {
    const body = await multipartBody({ gymId: 'x', junk: 'y' }, [{ data: Buffer.from('not an image') }]);
    const res = await app().inject({ method: 'POST', url: '/api/gyms.php?action=photo', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(401);
  });

  it('a signed-in caller of the wrong kind gets 403 whatever the body', async () => {
    const member = await signIn(app(), { userType: 'member' });
    const res = await app().inject({ method: 'POST', url: '/api/gyms.php?action=create', payload: '{"broken', headers: { ...member.headers, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('slow clients', () => {
  it('closes a JSON body that never finishes with 408 in the envelope', async () => {
    const socket = await openSocket(port);
    const reading = readUntilClosed(socket);
    socket.write('POST /api/auth-otp.php?action=send-otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mobile":');
    const { text, closed } = await reading;
    expect(closed).toBe(true);
    const answer = parseAnswer(text, closed)!;
    expect(answer.status).toBe(408);
    expect(expectEnvelopeWithHeaders(answer).message).toBe('Request timeout');
  });

  it('gives a photo upload from a slow phone longer than a JSON body', async () => {
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(server.current.handle.db, { ownerId: owner.user.id });
    const body = await multipartBody({ gymId: gym.id }, [{ data: await pngImage(), type: 'image/png', name: 'p.png' }]);
    const socket = await openSocket(port);
    const reading = readUntilClosed(socket);
    const head = `POST /api/gyms.php?action=photo HTTP/1.1\r\nHost: x\r\nAuthorization: ${owner.headers.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`;
    const half = Math.floor(body.payload.length / 2);
    socket.write(Buffer.concat([Buffer.from(head), body.payload.subarray(0, half)]));
    // Three JSON-body budgets pass with the upload half sent: it must still be open.
    await new Promise((resolve) => setTimeout(resolve, BODY_TIMEOUT_MS * 3));
    expect(socket.destroyed).toBe(false);
    socket.write(body.payload.subarray(half));
    const { text, closed } = await reading;
    expect(parseAnswer(text, closed)!.status).toBe(201);
  });

  it(`caps open connections per address at ${MAX_CONNECTIONS_PER_IP}: one more is closed at once, and a slot frees when one closes`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_IP }, () => openSocket(port)));
    const extra = await openSocket(port);
    const refused = await readUntilClosed(extra, 5000);
    expect(refused).toEqual({ text: '', closed: true });
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('error logs are sampled', () => {
  it('logs at most the cap a minute, then one line saying how many were left out', () => {
    let now = 0;
    const sample = errorLogSampler(3, () => now);
    const logged: string[] = [];
    for (let i = 0; i < 10; i++) sample(() => logged.push(`error ${i}`), (skipped) => logged.push(`${skipped} skipped`));
    expect(logged).toEqual(['error 0', 'error 1', 'error 2']);
    now = 60_000;
    sample(() => logged.push('error 10'), (skipped) => logged.push(`${skipped} skipped`));
    expect(logged.slice(3)).toEqual(['7 skipped', 'error 10']);
  });
});
