/** What the attendance domain offers the rest of the server; everything else in this folder is its own. */
export { busyListAt, createAttendanceService, gymBusyAt } from './attendance-service';
