import { randomUUID } from 'node:crypto';
import { call, signIn, type Answer, type Member, type OtpSource } from '../replicas/client';

/** One request of the run: when it started (ms since the epoch), how long its answer took, the status (0: none). */
export type Sent = { op: 'search' | 'book' | 'send-otp' | 'verify-otp' | 'other'; replica: string; at: number; ms: number; status: number };
/** A booking answered 2xx: it must be in the database at the end. */
export type Booked = { id: string; at: number; key: string };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const opOf = (path: string): Sent['op'] =>
  path.includes('action=search') ? 'search' : path.includes('bookings.php') ? 'book' : path.includes('send-otp') ? 'send-otp' : path.includes('verify-otp') ? 'verify-otp' : 'other';

/** Tomorrow and the day after in India: bookable whatever the hour here. */
const daysInIndia = [1, 2].map((d) => new Date(Date.now() + 5.5 * 3_600_000 + d * 86_400_000).toISOString().slice(0, 10));
/** The gym the traffic books is open 06:00-22:00: sixteen hourly slots. */
const SLOTS = Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`);

export const bookingIdOf = (res: Answer): string | undefined => {
  try {
    return (res.json().data as { booking?: { id: string } } | undefined)?.booking?.id;
  } catch {
    return undefined;
  }
};

/**
 * Members signing in, searching and booking against the replicas in turn (round-robin, no balancer), each lane as
 * a client address of its own; every request is recorded.
 */
export class Traffic {
  readonly sent: Sent[] = [];
  readonly booked: Booked[] = [];
  private next = 0;
  private running = false;
  private lanes: Promise<void>[] = [];
  private nthBooking = 0;

  constructor(
    private readonly replicas: () => string[],
    private readonly otp: OtpSource,
    private readonly gymId: string,
  ) {}

  /** The next replica, round-robin. */
  pick(): string {
    const all = this.replicas();
    return all[this.next++ % all.length]!;
  }

  /** `call`, recorded. */
  readonly call: typeof call = async (base, method, path, options) => {
    const at = Date.now();
    const started = performance.now();
    const res = await call(base, method, path, options);
    this.sent.push({ op: opOf(path), replica: base, at, ms: performance.now() - started, status: res.status });
    return res;
  };

  /** One booking of a day pass (paid at the gym: confirmed at once, so its confirmation message is written). */
  async book(member: Member, headers: Record<string, string>, via: typeof call = this.call, base = this.pick()): Promise<Answer> {
    const n = this.nthBooking++;
    const body = { gymId: this.gymId, passType: 'day', startDate: daysInIndia[n % 2], slotTime: SLOTS[Math.floor(n / 2) % SLOTS.length], paymentMethod: 'at_gym' };
    const key = randomUUID();
    const res = await via(base, 'POST', '/api/bookings.php?action=create', { body, headers: { ...member.auth, ...headers, 'idempotency-key': key } });
    const id = res.status >= 200 && res.status < 300 ? bookingIdOf(res) : undefined;
    if (id) this.booked.push({ id, at: Date.now(), key });
    else if (res.status >= 200 && res.status < 300) throw new Error(`a booking answered ${res.status} without an id: ${res.body.slice(0, 200)}`);
    return res;
  }

  async signIn(headers: Record<string, string>): Promise<Member | undefined> {
    const base = this.pick();
    // Sent on one replica, verified on the other: the challenge lives in the database.
    return signIn(this.otp, { sendVia: base, verifyVia: this.pick(), headers, via: this.call }).catch(() => undefined);
  }

  private async lane(index: number, member: Member): Promise<void> {
    const headers = { 'x-forwarded-for': `198.51.100.${10 + index}` };
    const searches = ['Pune', 'Mumbai', 'Bengaluru', 'yoga', 'crossfit', ''];
    for (let round = 0; this.running; round += 1) {
      const q = searches[(round + index) % searches.length]!;
      if (round % 3 === 0) await this.call(this.pick(), 'GET', `/api/gyms.php?action=search&q=${encodeURIComponent(q)}&page=${(round % 2) + 1}`, { headers });
      else if (round % 7 === 5) member = (await this.signIn(headers)) ?? member;
      else await this.book(member, headers);
      await sleep(150);
    }
  }

  start(members: Member[]): void {
    this.running = true;
    this.lanes = members.map((m, i) => this.lane(i, m));
  }

  /** Stops asking; the requests in flight finish (each within the client's timeout). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
  }
}
