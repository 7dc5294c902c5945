import type { AttendanceRecord } from '@contract/attendance/attendance';
import { downloadCsv } from '@/lib/download-csv';
import { timeAt } from './format';

export type CsvLabels = { columns: string[]; status: (s: AttendanceRecord['status']) => string };

/** UTF-8 with a byte-order mark and a header row, so a spreadsheet opens names and ₹ intact; formulae are escaped. */
export async function downloadAttendanceCsv(rows: AttendanceRecord[], labels: CsvLabels, fileName: string): Promise<void> {
  const Papa = await import('papaparse');
  const data = rows.map((r) => [r.id, r.gymName, r.memberName, r.date, timeAt(r.checkInAt, r.timezone), timeAt(r.checkOutAt, r.timezone), labels.status(r.status)]);
  const csv = Papa.unparse({ fields: labels.columns, data }, { escapeFormulae: true });
  downloadCsv(csv, fileName);
}
