import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attendanceMessages, type ScanResult } from '@contract/attendance/attendance';
import { endpoints } from '@contract/endpoints';
import { MemberScanPage, OwnerScanPage } from '@/features/attendance/components/scan-page';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { ownerGym } from '@tests/spa/owner-gyms/owner-gym-data';
import { recordEndpoint, renderGyms } from '@tests/spa/gyms/render-gyms';
import { startSession } from '@tests/utils/session';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-23T04:30:00Z');

/** What the fake camera does on each start(): 'granted' (the default), 'hang' (the browser is still asking), or a rejection. */
const camera = vi.hoisted(() => ({
  outcomes: [] as unknown[],
  formats: [] as number[][],
  read: (_text: string): void => undefined,
  stops: 0,
}));

// The library's boundary: a camera that starts, reads what the test shows it, and stops.
vi.mock('html5-qrcode', () => {
  class Html5Qrcode {
    isScanning = false;
    constructor(_region: string, config: { formatsToSupport: number[] }) {
      camera.formats.push(config.formatsToSupport);
    }
    start(_camera: unknown, _config: unknown, onRead: (text: string) => void): Promise<null> {
      const outcome = camera.outcomes.shift() ?? 'granted';
      if (outcome === 'hang') return new Promise(() => undefined);
      if (outcome instanceof Promise) return outcome as Promise<null>;
      if (outcome !== 'granted') return Promise.reject(outcome);
      this.isScanning = true;
      camera.read = onRead;
      return Promise.resolve(null);
    }
    stop(): Promise<void> {
      this.isScanning = false;
      camera.stops += 1;
      return Promise.resolve();
    }
    clear(): void {}
  }
  return { Html5Qrcode, Html5QrcodeSupportedFormats: { QR_CODE: 0, CODE_128: 5 } };
});

// html5-qrcode rejects start() with a string naming the getUserMedia error.
const DENIED = 'Error getting userMedia, error = NotAllowedError: Permission denied';
const NO_CAMERA = 'Error getting userMedia, error = NotFoundError: Requested device not found';
const BUSY_CAMERA = 'Error getting userMedia, error = NotReadableError: Could not start video source';

const result = (action: ScanResult['action'] = 'check_in'): ScanResult => ({
  action,
  record: {
    id: 'a1',
    gymId: 'g1',
    gymName: 'Sahyadri Strength Club',
    timezone: 'Asia/Kolkata',
    memberName: 'Asha Verma',
    bookingCode: 'GK7Q2M9X',
    date: '2026-11-23',
    checkInAt: '2026-11-23T04:30:00.000Z',
    checkOutAt: action === 'check_out' ? '2026-11-23T06:00:00.000Z' : null,
    status: action === 'check_in' ? 'checked_in' : 'checked_out',
  },
});

/** A reply the test releases when it wants, to see the screen in between. */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release: (value: T) => release(value) };
}

const scanning = (text: RegExp) => screen.findByText(text);
const GYM_PROMPT = /Point your camera at the gym's QR code/;
const BOOKING_PROMPT = /Point the camera at the member's booking barcode/;

beforeEach(() => {
  camera.outcomes = [];
  camera.formats = [];
  camera.stops = 0;
});

function renderMember() {
  startSession({ userType: 'member' });
  return renderGyms(<MemberScanPage />);
}

function renderOwner() {
  startSession({ userType: 'gym_owner', user: { id: 'owner-1' } });
  server.use(mockEndpoint(endpoints.myGyms, { data: [ownerGym()] }));
  return renderGyms(<OwnerScanPage />);
}

describe('the member scanner', () => {
  it('asks for the camera, then scans for the gym QR only', async () => {
    camera.outcomes = ['hang'];
    renderMember();
    expect(await screen.findByRole('status')).toHaveTextContent('Requesting camera...');
    expect(camera.formats).toEqual([[0]]);
    expect(screen.queryByLabelText('Booking code')).not.toBeInTheDocument();
  });

  it('marks attendance from what the camera read: marking, then the result in words, the camera released, and Scan Another', async () => {
    const reply = held<{ data: ScanResult }>();
    const sent = recordEndpoint(endpoints.markAttendance, () => reply.promise);
    renderMember();
    await scanning(GYM_PROMPT);
    camera.read('gym-code.g1.123.sig');
    expect(await screen.findByRole('status')).toHaveTextContent('Marking attendance...');
    expect(camera.stops).toBe(1);
    await waitFor(() => expect(sent).toHaveLength(1));
    reply.release({ data: result('check_in') });
    expect(await screen.findByText('Attendance marked successfully')).toBeInTheDocument();
    expect(screen.getByText(/^Asha Verma checked in at Sahyadri Strength Club at 10:00 am\.$/i)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scan Another' }));
    expect(await scanning(GYM_PROMPT)).toBeInTheDocument();
    expect(camera.formats).toHaveLength(2);
  });

  it('says check-out in words on the second scan', async () => {
    server.use(mockEndpoint(endpoints.markAttendance, { data: result('check_out') }));
    renderMember();
    await scanning(GYM_PROMPT);
    camera.read('gym-code');
    expect(await screen.findByText(/^Asha Verma checked out of Sahyadri Strength Club at 11:30 am\.$/i)).toBeInTheDocument();
  });

  it('says "Failed to mark attendance" with the reason in words', async () => {
    server.use(mockEndpoint(endpoints.markAttendance, { status: 409, message: attendanceMessages.noBookingToday }));
    renderMember();
    await scanning(GYM_PROMPT);
    camera.read('gym-code');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to mark attendance');
    expect(alert).toHaveTextContent('You have no booking valid today at this gym.');
    expect(screen.getByRole('button', { name: 'Scan Another' })).toBeInTheDocument();
  });

  it('reads one code once, even when the camera sees it on several frames', async () => {
    const reply = held<{ data: ScanResult }>();
    const sent = recordEndpoint(endpoints.markAttendance, () => reply.promise);
    renderMember();
    await scanning(GYM_PROMPT);
    camera.read('gym-code');
    camera.read('gym-code');
    reply.release({ data: result() });
    expect(await screen.findByText('Attendance marked successfully')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says "Camera permission denied. Please enable it in your browser settings." and points to the desk', async () => {
    camera.outcomes = [DENIED];
    renderMember();
    expect(await screen.findByText('Camera permission denied. Please enable it in your browser settings.')).toBeInTheDocument();
    expect(screen.getByText(/Show your booking code at the desk/)).toBeInTheDocument();
  });

  it('says "Unable to access camera" without a camera', async () => {
    camera.outcomes = [NO_CAMERA];
    renderMember();
    expect(await screen.findByText('Unable to access camera')).toBeInTheDocument();
  });

  it('says "Failed to restart scanner" when Scan Another cannot start the camera again', async () => {
    camera.outcomes = ['granted', BUSY_CAMERA];
    server.use(mockEndpoint(endpoints.markAttendance, { status: 409, message: attendanceMessages.codeExpired }));
    renderMember();
    await scanning(GYM_PROMPT);
    camera.read('old-code');
    expect(await screen.findByText("This code has expired. Scan the code on the gym's screen again.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scan Another' }));
    expect(await screen.findByText('Failed to restart scanner')).toBeInTheDocument();
  });

  it('releases the camera when the screen is left', async () => {
    const view = renderMember();
    await scanning(GYM_PROMPT);
    view.unmount();
    expect(camera.stops).toBe(1);
  });
});

describe('the desk scanner', () => {
  it("reads CODE128 booking barcodes and QR codes, and checks the member in at the owner's current gym", async () => {
    const sent: unknown[] = [];
    server.use(mockEndpoint(endpoints.ownerCheckIn, ({ body }) => (sent.push(body), { data: result() })));
    renderOwner();
    await scanning(BOOKING_PROMPT);
    expect(camera.formats).toEqual([[0, 5]]);
    camera.read('GK7Q2M9X');
    expect(await screen.findByText('Attendance marked successfully')).toBeInTheDocument();
    expect(screen.getByText(/^Asha Verma checked in at Sahyadri Strength Club/)).toBeInTheDocument();
    expect(sent).toEqual([{ gymId: 'g1', bookingCode: 'GK7Q2M9X' }]);
  });

  it('takes a typed booking code without a camera, asks for one when empty, and says why it failed', async () => {
    camera.outcomes = [NO_CAMERA];
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.ownerCheckIn, ({ body }) => (sent.push(body), { status: 409, message: attendanceMessages.tooSoonIn })),
    );
    renderOwner();
    expect(await screen.findByText('Unable to access camera')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Enter a booking code')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Booking code'), '  gk7q2m9x ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const alert = await screen.findByText('Failed to mark attendance');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Already checked in less than 2 minutes ago. Nothing changed.');
    expect(sent).toEqual([{ gymId: 'g1', bookingCode: 'gk7q2m9x' }]);
  });

  it("keeps a typed code's result on screen when the camera gives up only afterwards", async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    camera.outcomes = [new Promise((_resolve, reject) => (refuse = reject))];
    server.use(mockEndpoint(endpoints.ownerCheckIn, { data: result() }));
    renderOwner();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Booking code'), 'GK7Q2M9X');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/^Asha Verma checked in at/)).toBeInTheDocument();
    await act(async () => refuse(NO_CAMERA));
    expect(screen.getByText(/^Asha Verma checked in at/)).toBeInTheDocument();
    expect(screen.queryByText('Unable to access camera')).toBeNull();
  });
});
