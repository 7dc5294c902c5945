import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { adminMobilesOf } from '../config';
import { createSmsProvider } from '../providers/sms';
import { createAccountService, createOtpService, createSessionService, createUserService } from './accounts';
import { createReportService, createVerificationService, verificationDir } from './admin';
import { createAttendanceService } from './attendance';
import { createBookingService, createDashboardService, createMemberService, createPaymentService, createPromoService } from './bookings';
import { createClassService } from './classes';
import { createAnnouncementService, createContactService, createReviewService } from './community';
import { createGymPhotoService, createStaffService, createTrainerService } from './gyms';
import { createAutoRenewService, createMembershipService } from './memberships';
import { createMessageLogService, createNotificationService } from './messaging';

/** The accounts' services: the auth plugin needs sessions before any route. */
function accountServices(app: FastifyInstance, now: () => Date) {
  const { db, config } = app;
  const sessions = createSessionService({ db, now });
  const users = createUserService({ db, now });
  const otp = createOtpService({
    db,
    now,
    secret: config.APP_SECRET!,
    sms: createSmsProvider(config, now),
    users,
    sessions,
    limits: { maxSendsPerIpHour: config.OTP_IP_HOURLY_MAX, maxSendsPerHour: config.OTP_NUMBER_CLIENT_HOURLY_MAX, smsBudgetPerHour: config.SMS_HOURLY_BUDGET, smsBudgetPerDay: config.SMS_DAILY_BUDGET },
    onSmsError: (err) => app.log.error({ err }, 'SMS delivery failed'),
    onBudgetAlert: (line) => app.log.warn({ alert: 'sms-budget' }, line),
    metrics: app.metrics,
    adminMobiles: adminMobilesOf(config),
  });
  return { sessions, users, otp, accounts: createAccountService({ db, now }) };
}

/** Every domain's services, built once per app from what the plugins it names decorated (they keep no state of their own). */
function buildServices(app: FastifyInstance) {
  const now = () => app.now();
  const { db, config, images, messagePolicy: messages } = app;
  const log = (line: string) => app.log.warn(line);
  const bookings = createBookingService({ db, now, payments: app.payments, metrics: app.metrics, messages, log });
  const autoRenew = createAutoRenewService({ db, now, payments: app.payments, log });
  return {
    autoRenew,
    ...accountServices(app, now),
    bookings,
    payments: createPaymentService({ db, now, payments: app.payments, metrics: app.metrics, messages, log, onTokenEvent: autoRenew.applyTokenEvent }),
    members: createMemberService({ db, now, messages }),
    promos: createPromoService({ db, now }),
    dashboard: createDashboardService({ db, now }),
    memberships: createMembershipService({ db, now, messages, orders: bookings }),
    classes: createClassService({ db, now, messages, cancelHours: config.CLASS_CANCEL_HOURS, cutoffMinutes: config.WAITLIST_CUTOFF_MINUTES }),
    attendance: createAttendanceService({ db, now, secret: config.APP_SECRET! }),
    announcements: createAnnouncementService({ db, now, messages }),
    reviews: createReviewService({ db, now }),
    contact: createContactService({ db, now, hourlyMax: config.CONTACT_IP_HOURLY_MAX }),
    trainers: createTrainerService({ db, images, now }),
    photos: createGymPhotoService({ db, images }),
    staff: createStaffService({ db, now, messages }),
    notifications: createNotificationService({ db, now }),
    messageLog: createMessageLogService({ db }),
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

/** The one place the app's services are built. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('services', buildServices(app));
  },
  { name: 'services', dependencies: ['payments', 'context', 'db', 'metrics', 'messages', 'images'] },
);
