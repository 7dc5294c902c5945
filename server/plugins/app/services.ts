import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createBookingService } from '../../domains/bookings';
import { createClassService } from '../../domains/classes';
import { createReportService } from '../../domains/admin';
import { createSessionService } from '../../domains/accounts';
import { createUserService } from '../../domains/accounts';
import { createVerificationService, verificationDir } from '../../domains/admin';

/** The services more than one part of the app uses, each built once per app (they keep no state of their own). */
function buildServices(app: FastifyInstance) {
  const now = () => app.now();
  const { db, config } = app;
  return {
    sessions: createSessionService({ db, now }),
    users: createUserService({ db, now }),
    bookings: createBookingService({ db, now, payments: app.payments, metrics: app.metrics, messages: app.messagePolicy, log: (line) => app.log.warn(line) }),
    classes: createClassService({ db, now, messages: app.messagePolicy, cancelHours: config.CLASS_CANCEL_HOURS, cutoffMinutes: config.WAITLIST_CUTOFF_MINUTES }),
    verification: createVerificationService({ db, dir: verificationDir(config.DATA_DIR), now }),
    reports: createReportService({ db, now }),
  };
}
export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Built once per app from what the plugins it names decorated. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('services', buildServices(app));
  },
  { name: 'services', dependencies: ['payments', 'context', 'db', 'metrics', 'messages'] },
);
