import type { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import { promoCreateBodySchema, promoCrossFieldIssues, promoMessages, promoUpdateBodySchema, type Promo } from '@contract/bookings/promos';
import { mockEndpoint } from './endpoint';

let seq = 0;

/** A running code at gym g1: 20% off monthly and quarterly passes, 3 of 50 uses so far. */
export function buildPromo(overrides: Partial<Promo> = {}): Promo {
  seq += 1;
  return {
    id: `promo${seq}`,
    gymId: 'g1',
    code: `FEST-${seq}`,
    kind: 'percent',
    value: 20,
    passTypes: ['monthly', 'quarterly'],
    validFrom: '2026-01-01',
    validTo: '2099-12-31',
    maxUses: 50,
    oncePerMember: false,
    active: true,
    uses: 3,
    revenuePaise: 719_760,
    discountPaise: 179_940,
    createdAt: `2026-11-${String(10 + (seq % 10)).padStart(2, '0')}T04:30:00.000Z`,
    ...overrides,
  };
}

type Sent = { action: 'create' | 'update'; body: unknown; key: string | null };

/** A 400 as the server answers a body its schema refuses: the first message, and every field's. */
function refused(error: z.ZodError) {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  return { status: 400, message: error.issues[0]!.message, data: { fields } };
}

/**
 * A gym's codes in memory behind promos.php list/create/update, answering as the server does: the contract's
 * schemas check each body, a second code of the same name is 409. `sent` keeps each write with its Idempotency-Key.
 */
export function promoServer(initial: Promo[] = []) {
  const promos = [...initial];
  const sent: Sent[] = [];
  const handlers = [
    mockEndpoint(endpoints.listPromos, ({ query }) => ({ message: promoMessages.loaded, data: promos.filter((p) => p.gymId === query.get('gymId')) })),
    mockEndpoint(endpoints.createPromo, ({ body, request }) => {
      sent.push({ action: 'create', body, key: request.headers.get('Idempotency-Key') });
      const parsed = promoCreateBodySchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error);
      const { data } = parsed;
      if (promos.some((p) => p.gymId === data.gymId && p.code === data.code)) return { status: 409, message: promoMessages.codeTaken, data: { fields: { code: promoMessages.codeTaken } } };
      const promo = buildPromo({ ...data, maxUses: data.maxUses ?? null, active: true, uses: 0, revenuePaise: 0, discountPaise: 0, createdAt: new Date().toISOString() });
      promos.unshift(promo);
      return { status: 201, message: promoMessages.created, data: promo };
    }),
    mockEndpoint(endpoints.updatePromo, ({ body, request }) => {
      sent.push({ action: 'update', body, key: request.headers.get('Idempotency-Key') });
      const parsed = promoUpdateBodySchema.safeParse(body);
      if (!parsed.success) return refused(parsed.error);
      const { promoId, ...changes } = parsed.data;
      const index = promos.findIndex((p) => p.id === promoId);
      if (index < 0) return { status: 404, message: promoMessages.notFound };
      const merged = { ...promos[index]!, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) } as Promo;
      const issues = promoCrossFieldIssues(merged);
      if (issues.length > 0) return { status: 400, message: issues[0]!.message, data: { fields: Object.fromEntries(issues.map((i) => [i.path, i.message])) } };
      promos[index] = merged;
      return { message: promoMessages.updated, data: merged };
    }),
  ];
  return { handlers, promos, sent };
}
