import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { otpMessages } from '../otp-service';
import { defineRoute } from '../../../routes/define-route';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { otp, sessions } = app.services;

  defineRoute(app, endpoints.sendOtp, async ({ body, request }) => ({
    message: otpMessages.sent,
    data: await otp.send({ ...body, ip: request.ip, language: request.language }),
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
