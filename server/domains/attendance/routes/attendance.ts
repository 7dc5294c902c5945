import type { FastifyInstance } from 'fastify';
import { attendanceMessages, type ScanResult } from '@contract/attendance/attendance';
import { endpoints } from '@contract/endpoints';
import { deskActorOf } from '../../../shared/desk-actor';
import { defineRoute } from '../../../routes/define-route';

const scanned = (data: ScanResult) => ({ message: attendanceMessages.marked, data });

/** attendance.php: the gym's rotating QR, scans by members and at the desk, reports, how busy now. */
export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const { attendance } = app.services;
  // Check-ins left open while the server was down close at their gym's closing time before the first request.
  app.addHook('onReady', async () => void (await attendance.settle()));

  defineRoute(app, endpoints.gymQr, async ({ query, user }) => ({ message: attendanceMessages.qrReady, data: await attendance.gymQr(user.id, query.gymId) }));

  defineRoute(app, endpoints.markAttendance, async ({ body, user }) => scanned(await attendance.mark(user.id, body.payload)));

  defineRoute(app, endpoints.ownerCheckIn, async ({ body, user }) => scanned(await attendance.checkInByCode(user.id, body, deskActorOf(user))));

  defineRoute(app, endpoints.attendanceReport, async ({ query, user }) => ({
    message: attendanceMessages.reportLoaded,
    data: await attendance.report(user, query),
  }));

  defineRoute(app, endpoints.gymBusy, async ({ query }) => ({ message: attendanceMessages.busyLoaded, data: await attendance.busy(query.gymId) }));

  defineRoute(app, endpoints.gymsBusy, async ({ query }) => ({ message: attendanceMessages.busyLoaded, data: await attendance.busyList(query.gymIds) }));
}
