import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/** Parses what the server wrote (one HTTP/1.1 answer with a content-length). */
export function parseAnswer(text: string, closed: boolean): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const body = text.slice(end + 4);
  const length = Number(headers['content-length'] ?? -1);
  if (length >= 0 && Buffer.byteLength(body) < length) return null;
  return { status: Number(statusLine!.split(' ')[1]), headers, body, closed };
}

/** Opens a TCP connection to the app under test (listening on 127.0.0.1:port). */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes on `socket` until it closes it (or `waitMs` passes). */
export function readUntilClosed(socket: Socket, waitMs = 15_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve({ text, closed: false }), waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
  });
}

/** Writes `request` as raw bytes and reads the one answer; the server is expected to close after it. */
export async function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const reading = readUntilClosed(socket);
  socket.write(request);
  const { text, closed } = await reading;
  const answer = parseAnswer(text, closed);
  if (!answer) throw new Error(`no complete HTTP answer; got ${JSON.stringify(text.slice(0, 200))}`);
  return answer;
}
