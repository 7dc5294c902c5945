import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers: ok; 500; hang (never answers: the sender's timeout); refuse (not listening); 429 with Retry-After. */
export type ProviderMode = 'ok' | 'error500' | 'hang' | 'refuse' | 'rate429';

export type Delivery = { id: string; channel: 'sms' | 'whatsapp'; to: string; text: string; kind: string; at: number };

export type FakeProvider = {
  port: number;
  smsUrl: string;
  /** the WhatsApp Cloud API base (WHATSAPP_API_URL): the replicas POST to `${whatsappBase}/${phoneNumberId}/messages` */
  whatsappBase: string;
  mode: () => ProviderMode;
  setMode: (mode: ProviderMode) => Promise<void>;
  /** every message answered 2xx, in order; a second delivery of one id is a duplicate */
  delivered: Delivery[];
  /** requests received, delivered or not, per mode */
  received: Record<ProviderMode, number>;
  duplicates: () => Delivery[];
  /** the latest sign-in code texted to a number (+91…) */
  latestCode: (to: string) => string | undefined;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => done(text));
    req.on('error', fail);
  });

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * An SMS http gateway (server/providers/sms.ts httpSms: POST {to, message, id, kind} with Idempotency-Key) and the
 * WhatsApp Cloud API (server/providers/whatsapp.ts: POST /{phoneNumberId}/messages, the id as biz_opaque_callback_data)
 * in this process, on one loopback port. Unlike a real gateway it does not deduplicate: it records every delivery, so a
 * message sent twice shows as a duplicate.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  let mode: ProviderMode = 'ok';
  const delivered: Delivery[] = [];
  const received: Record<ProviderMode, number> = { ok: 0, error500: 0, hang: 0, refuse: 0, rate429: 0 };
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req).catch(() => '');
    received[mode] += 1;
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'error500') return json(res, 500, { error: 'fake provider: internal error' });
    if (mode === 'rate429') return json(res, 429, { error: 'fake provider: slow down' }, { 'retry-after': '2' });
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return json(res, 400, { error: 'not JSON' });
    }
    const at = Date.now();
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method === 'POST' && path === '/sms') {
      const id = String(req.headers['idempotency-key'] ?? parsed.id ?? '');
      delivered.push({ id, channel: 'sms', to: String(parsed.to), text: String(parsed.message), kind: String(parsed.kind), at });
      return json(res, 200, { id });
    }
    if (req.method === 'POST' && /^\/wa\/[^/]+\/messages$/.test(path)) {
      const template = parsed.template as { name?: string; components?: { parameters?: { text?: string }[] }[] } | undefined;
      const id = String(parsed.biz_opaque_callback_data ?? '');
      const text = template?.components?.[0]?.parameters?.[0]?.text ?? '';
      delivered.push({ id, channel: 'whatsapp', to: `+${String(parsed.to)}`, text, kind: template?.name ?? '', at });
      return json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: parsed.to, wa_id: parsed.to }], messages: [{ id: `wamid.fake.${delivered.length}` }] });
    }
    return json(res, 404, { error: `fake provider: no ${req.method} ${path}` });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => (server.off('error', fail), done())));
  const stopListening = () =>
    new Promise<void>((done) => {
      // Refused from now on: no new connection, and the open ones (keep-alive) closed.
      server.close(() => done());
      for (const socket of sockets) socket.destroy();
    });
  const releaseHanging = () => {
    // What a hung gateway finally does: drops the connection (the sender has usually given up by then).
    for (const res of hanging) res.socket?.destroy();
    hanging.clear();
  };

  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    smsUrl: `${url}/sms`,
    whatsappBase: `${url}/wa`,
    mode: () => mode,
    setMode: async (next) => {
      if (next === mode) return;
      if (mode === 'hang') releaseHanging();
      if (next === 'refuse') await stopListening();
      if (mode === 'refuse') await listen(port);
      mode = next;
    },
    delivered,
    received,
    duplicates: () => {
      const seen = new Set<string>();
      return delivered.filter((d) => {
        const key = `${d.channel}:${d.id}`;
        if (seen.has(key)) return true;
        seen.add(key);
        return false;
      });
    },
    latestCode: (to) => {
      const text = delivered.findLast((d) => d.channel === 'sms' && d.to === to && d.kind === 'sign_in_code')?.text;
      return text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
    },
    close: async () => {
      releaseHanging();
      if (mode !== 'refuse') await stopListening();
    },
  };
}
