import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmailProvider } from '../../providers/email';
import { createSmsProvider } from '../../providers/sms';
import { createWhatsappProvider } from '../../providers/whatsapp';
import { writeDueDailySummaries } from '../../domains/messaging';
import { messagePolicyOf, type MessagePolicy } from '../../domains/messaging';
import { createMessageWorker, type MessageChannels, type MessageWorker } from '../../domains/messaging';
import type { Listen } from '../../db/client';
import { createRefunds, type Refunds } from '../../domains/bookings';
import { createAutoRenewCycle, createAutoRenewService, type AutoRenewCycle } from '../../domains/memberships';

declare module 'fastify' {
  interface FastifyInstance {
    /** who hears what (channels, reminder leads, quiet hours), from the configuration */
    messagePolicy: MessagePolicy;
    /** sends the outbox; server.ts starts it, closing the app stops it, tests call runDue() */
    messageWorker: MessageWorker;
    /** refunds still pending at the gateway: the message worker retries them each run, tests call retryDue() */
    refunds: Refunds;
    /** automatic renewals' notices, debits and retries (issue 39): run after each message run, tests call runDue() */
    autoRenewals: AutoRenewCycle;
  }
}

/** The outbox's worker and its channels (the configured providers, or the ones a test passes), and the refunds it retries. */
export const messagesPlugin = fp(
  async (app: FastifyInstance, { channels = {}, listen }: { channels?: Partial<MessageChannels>; listen?: Listen | undefined }) => {
    const { config, db, payments, now } = app;
    const providers: MessageChannels = {
      sms: channels.sms ?? createSmsProvider(config, now),
      whatsapp: channels.whatsapp !== undefined ? channels.whatsapp : createWhatsappProvider(config, now),
      email: channels.email !== undefined ? channels.email : createEmailProvider(config, now),
    };
    const log = (line: string) => app.log.warn(line);
    const refunds = createRefunds({ db, now, payments, log });
    const policy = messagePolicyOf(config);
    const writeDue = (at: Date) => writeDueDailySummaries(db, policy, at);
    const service = createAutoRenewService({ db, now, payments, log });
    const renewals = createAutoRenewCycle({ db, now, payments, messages: policy, noticeHours: config.RENEWAL_NOTICE_HOURS, retryDays: config.RENEWAL_RETRY_DAYS, service, log });
    // Refunds first, then renewals: one's failure does not stop the other.
    const alsoEachRun = async () => {
      await refunds.retryDue().catch((error: unknown) => log(`refunds: ${error instanceof Error ? error.message : String(error)}`));
      await renewals.runDue();
    };
    const worker = createMessageWorker({ db, now, channels: providers, intervalMs: config.MESSAGE_WORKER_INTERVAL_MS, retryBaseMs: config.MESSAGE_RETRY_BASE_MS, listen, log, writeDue, alsoEachRun });
    app.decorate('refunds', refunds);
    app.decorate('autoRenewals', renewals);
    app.decorate('messagePolicy', policy);
    app.decorate('messageWorker', worker);
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'messages', dependencies: ['payments', 'context', 'db'] },
);
