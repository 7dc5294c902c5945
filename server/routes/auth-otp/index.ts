import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { adminMobilesOf } from '../../config';
import { createSmsProvider } from '../../providers/sms';
import { createOtpService, otpMessages } from '../../services/otp-service';
import { clearRoleHint, setRoleHint } from '../../plugins/app/role-hint';
import { defineRoute } from '../define-route';

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

  defineRoute(app, endpoints.verifyOtp, async ({ body, request, reply }) => {
    const data = await otp.verify({ ...body, ip: request.ip, userAgent: request.headers['user-agent'] });
    // Which area's placeholder the next navigation may come with (static.ts).
    const session = await sessions.resolve(data.token);
    if (session) setRoleHint(request, reply, config.APP_SECRET!, session);
    return { message: 'Login successful!', data };
  });

  defineRoute(app, endpoints.logout, async ({ user, request, reply }) => {
    await sessions.revoke(user.sessionId);
    clearRoleHint(request, reply);
    return { message: 'Logged out successfully' };
  });
}
