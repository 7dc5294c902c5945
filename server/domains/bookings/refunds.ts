// Refunds outside any transaction (issue 20): the cancel commits the payment as refund_pending, the gateway is
// asked afterwards, and a short second write marks it refunded. A failed ask stays pending for the next run.
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments';
import type { PaymentRow } from './booking-records';

/** a claimed refund is asked again this long after its claim if it did not settle (failed, or its process died) */
export const REFUND_LEASE_MS = 60_000;
const BATCH = 20;

type Deps = { db: Db; now: () => Date; payments: PaymentProvider; log?: (line: string) => void };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export function createRefunds({ db, now, payments: provider, log = () => undefined }: Deps) {
  /** Due pending refunds moved a lease ahead in one short transaction; SKIP LOCKED leaves other replicas' claims alone. */
  async function claim(filter: SQL | undefined): Promise<PaymentRow[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'refund_pending'), lte(payments.refundDueAt, at), filter))
        .orderBy(asc(payments.refundDueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(payments)
        .set({ refundDueAt: new Date(at.getTime() + REFUND_LEASE_MS) })
        .where(inArray(payments.id, due.map((d) => d.id)))
        .returning();
    });
  }

  /** One gateway call, no transaction open; the payment id is the idempotency key, so a retry never refunds twice. */
  async function ask(payment: PaymentRow): Promise<boolean> {
    try {
      const { refundId } = await provider.refund({ paymentId: payment.providerPaymentId!, amountPaise: payment.amountPaise, idempotencyKey: payment.id });
      // Only a still-pending row is settled: a refund.processed webhook may have settled it meanwhile.
      await db
        .update(payments)
        .set({ status: 'refunded', refundedAt: now(), providerRefundId: refundId, refundDueAt: null })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_pending')));
      return true;
    } catch (error) {
      log(`refund of payment ${payment.id} failed, retried later: ${errorText(error)}`);
      return false;
    }
  }

  /** Asks for the refunds a request just committed; what fails (or another replica holds) waits for retryDue. */
  async function refundNow(paymentIds: string[]): Promise<void> {
    if (paymentIds.length === 0) return;
    // The cancel has committed: a failed claim leaves the refund due for the worker instead of failing the answer.
    const claimed = await claim(inArray(payments.id, paymentIds)).catch((error: unknown) => {
      log(`refund claim failed, retried later: ${errorText(error)}`);
      return [];
    });
    for (const payment of claimed) await ask(payment);
  }

  /** Every due pending refund, batch after batch: the message worker's loop runs this at its cadence. */
  async function retryDue(): Promise<{ refunded: number; failed: number }> {
    const report = { refunded: 0, failed: 0 };
    for (;;) {
      const claimed = await claim(undefined);
      for (const payment of claimed) report[(await ask(payment)) ? 'refunded' : 'failed'] += 1;
      if (claimed.length < BATCH) return report;
    }
  }

  return { refundNow, retryDue };
}

export type Refunds = ReturnType<typeof createRefunds>;
