import type pg from 'pg';
import type { FakeProvider } from './fake-provider';
import type { Sent, Traffic } from './traffic';
import { SIGN_IN_SMS_WAIT_MS } from '../../server/providers/delivery-errors';

/** An answer slower than this fails its phase. */
export const SLOW_MS = 2000;
/** ... but for a sign-in code, which waits on the SMS gateway while the person does: SIGN_IN_SMS_WAIT_MS and a second. */
const SIGN_IN_SLOW_MS = SIGN_IN_SMS_WAIT_MS + 1000;
const inTime = (s: Sent) => s.status !== 0 && s.ms <= (s.op === 'send-otp' ? SIGN_IN_SLOW_MS : SLOW_MS);

/**
 * One row of the table: a fault from `start`, its end, when the service answered again (null: not within the wait);
 * exits: per replica number, how often it exited in this phase and its first last words.
 */
export type Phase = { name: string; start: number; faultEnd: number; recovered: number | null; notes: string[]; exits?: Map<number, { times: number; why: string }> };

type Report = { fake: FakeProvider; traffic: Traffic; phases: Phase[]; db: pg.Pool; steadyMs: number; recoveryMaxMs: number };

const countBy = (values: number[]) =>
  Object.entries(values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${k === '0' ? 'none' : k}×${n}`)
    .join(' ');

type FailedRow = { id: string; kind: string; channel: string; last_error: string | null; created_at: Date };

/**
 * The table, one row per phase (a check each: no answer slower than SLOW_MS or missing, no 500, recovered, no 2xx
 * booking missing from the database, no message delivered twice), then what the outbox and the fake provider hold.
 */
export async function report({ fake, traffic, phases, db, steadyMs, recoveryMaxMs }: Report): Promise<{ ok: boolean; name: string }[]> {
  const ids = traffic.booked.map((b) => b.id);
  const { rows: found } = await db.query<{ id: string }>('select id from bookings where id = any($1)', [ids]);
  const present = new Set(found.map((r) => r.id));
  const { rows: failed } = await db.query<FailedRow>("select id, kind, channel, last_error, created_at from messages where status = 'failed' order by created_at");
  const { rows: byStatus } = await db.query<{ status: string; channel: string; n: number }>(
    "select status, channel, count(*)::int as n from messages where channel <> 'in_app' group by 1, 2 order by 2, 1",
  );
  const duplicates = fake.duplicates();
  const within = <T>(items: T[], at: (t: T) => number, i: number) => items.filter((t) => at(t) >= phases[i]!.start && (i + 1 === phases.length || at(t) < phases[i + 1]!.start));

  const header = ['fault', 'requests', `≤${SLOW_MS / 1000} s`, 'answers', '500s', 'recovery', 'lost 2xx bookings', 'duplicates', 'failed msgs'];
  const rows = phases.map((p, i) => {
    const sent = within(traffic.sent, (s) => s.at, i);
    const quick = sent.filter(inTime).length;
    const fiveHundreds = sent.filter((s) => s.status === 500).length;
    const lost = within(traffic.booked, (b) => b.at, i).filter((b) => !present.has(b.id)).length;
    const dups = within(duplicates, (d) => d.at, i).length;
    const failedHere = within(failed, (f) => f.created_at.getTime(), i).length;
    const recovered = p.recovered === null ? `none in ${recoveryMaxMs / 1000} s` : `${((p.recovered - p.faultEnd) / 1000).toFixed(1)} s`;
    const ok = quick === sent.length && fiveHundreds === 0 && lost === 0 && dups === 0 && p.recovered !== null;
    return { ok, cells: [`${ok ? '✓' : '✗'} ${p.name}`, String(sent.length), String(quick), countBy(sent.map((s) => s.status)), String(fiveHundreds), recovered, String(lost), String(dups), String(failedHere)] };
  });
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r.cells[col]!.length)));
  const line = (cells: string[]) => cells.map((cell, col) => cell.padEnd(widths[col]!)).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  for (const r of rows) console.log(line(r.cells));
  console.log(
    `\nEach row: the requests started from the fault's start until the next row's (its fault, recovery, then ${steadyMs / 1000} s steady); the first row is the steady traffic before any fault.` +
      `\n"≤${SLOW_MS / 1000} s": answered within ${SLOW_MS / 1000} s (a sign-in code: within ${SIGN_IN_SLOW_MS / 1000} s, as it waits on the SMS gateway; "none": no answer, counted as slow). Recovery: from the fault's end until /api/ready is 200 on both replicas and a booking succeeds.`,
  );
  for (const p of phases) {
    for (const note of p.notes) console.log(`  ${p.name}: ${note}`);
    for (const [n, { times, why }] of p.exits ?? []) console.log(`  ${p.name}: replica ${n} exited ${times}× and was started again (${why})`);
  }
  console.log(`\n2xx bookings: ${ids.length}, in the database: ${ids.filter((id) => present.has(id)).length}`);
  console.log(`at the fake provider: ${fake.delivered.length} delivered (${fake.delivered.filter((d) => d.channel === 'sms').length} SMS, ${fake.delivered.filter((d) => d.channel === 'whatsapp').length} WhatsApp), ${duplicates.length} duplicates; requests by mode ${JSON.stringify(fake.received)}`);
  console.log(`messages in the outbox (not in-app), by channel and status: ${byStatus.map((r) => `${r.channel}/${r.status}×${r.n}`).join(' ') || 'none'}`);
  if (byStatus.some((r) => r.channel === 'whatsapp') && !fake.delivered.some((d) => d.channel === 'whatsapp'))
    console.log('  no WhatsApp message reached the fake: does this server know WHATSAPP_API_URL? (without it, it calls graph.facebook.com)');
  for (const d of duplicates) console.log(`  duplicate: ${d.channel} ${d.id} (${d.kind}) to ${d.to}`);
  if (failed.length) console.log(`messages failed for good: ${failed.length}`);
  for (const f of failed) console.log(`  ${f.id} ${f.kind}/${f.channel}: ${f.last_error ?? '(no lastError)'}`);
  return rows.map((r, i) => ({ ok: r.ok, name: phases[i]!.name }));
}

