import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { adminMobilesOf } from '../../../config';
import { createSmsProvider } from '../../../providers/sms';
import { createOtpService, otpMessages } from '../otp-service';
import { defineRoute } from '../../../routes/define-route';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  const now = () => app.now();
  const { sessions, users } = app.services;
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

  defineRoute(app, endpoints.sendOtp, async ({ body, request }) => ({
    message: otpMessages.sent,
    data: await otp.send({ ...body, ip: request.ip }),
  }));

  defineRoute(app, endpoints.verifyOtp, async ({ body, request }) => ({
    message: 'Login successful!',
    data: await otp.verify({ ...body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  }));

  defineRoute(app, endpoints.logout, async ({ user }) => {
    await sessions.revoke(user.sessionId);
    return { message: 'Logged out successfully' };
  });
}
