import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '@contract/attendance/attendance';
import { endpoints } from '@contract/endpoints';
import { MemberAttendanceReportPage } from '@/features/attendance/components/attendance-report-page';
import { todayIn } from '@/features/attendance/components/format';
import { buildPage } from '@tests/mocks/gyms';
import { recordEndpoint, renderGyms } from '@tests/spa/gyms/render-gyms';
import { startSession } from '@tests/utils/session';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

const visit: AttendanceRecord = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  gymId: 'g1',
  gymName: 'Sahyadri Strength Club',
  timezone: 'Asia/Kolkata',
  memberName: 'Asha Verma',
  bookingCode: 'GK7Q2M9X',
  date: '2026-11-23',
  checkInAt: '2026-11-23T04:30:00.000Z',
  checkOutAt: null,
  status: 'checked_in',
};

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function renderReport() {
  startSession({ userType: 'member' });
  const queries = recordEndpoint(endpoints.attendanceReport, { data: buildPage([visit]) });
  renderGyms(<MemberAttendanceReportPage />);
  return queries;
}

describe('the attendance report', () => {
  it("lists the visits with the gym's clock and sends a valid range", async () => {
    const queries = renderReport();
    const row = (await screen.findByRole('cell', { name: 'Sahyadri Strength Club' })).closest('tr')!;
    expect(within(row).getByText(/^10:00 am$/i)).toBeInTheDocument();
    expect(within(row).getByText('Checked in')).toBeInTheDocument();
    // Phones get the same visit as a card (the table is hidden there by CSS).
    const card = within(screen.getByRole('list', { name: 'Attendance records' })).getByRole('listitem');
    expect(card).toHaveTextContent(/Sahyadri Strength Club.*Checked in.*Date2026-11-23.*IDA1B2C3D4.*Check In10:00 am.*Check Out—/i);
    const today = todayIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), dayAfter(today, -7));
    await user.type(screen.getByLabelText('End date'), today);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('to')).toBe(today));
    expect(queries.at(-1)?.get('from')).toBe(dayAfter(today, -7));
  });

  it('says "End date cannot be in the future." and asks nothing', async () => {
    const queries = renderReport();
    await screen.findByRole('cell', { name: 'Sahyadri Strength Club' });
    const asked = queries.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('End date'), dayAfter(todayIn(), 1));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('End date cannot be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(asked);
  });

  it('says "Start date must be before or equal to end date." and asks nothing', async () => {
    const queries = renderReport();
    await screen.findByRole('cell', { name: 'Sahyadri Strength Club' });
    const asked = queries.length;
    const today = todayIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), today);
    await user.type(screen.getByLabelText('End date'), dayAfter(today, -1));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Start date must be before or equal to end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toHaveLength(asked);
    // The same day at both ends is a valid range.
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), today);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(today));
    expect(screen.queryByText('Start date must be before or equal to end date.')).not.toBeInTheDocument();
  });
});
