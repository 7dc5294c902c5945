import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type UserType } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import { trainerMessages, type Trainer } from '@contract/gyms/trainers';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildGymSummary, buildPage } from '@tests/mocks/gyms';
import { server } from '@tests/mocks/server';
import { buildTrainerRecord, photoFile } from '@tests/mocks/trainers';
import { makeSessionUser, renderApp } from '@tests/utils/render-app';

type Seen = { action: string; body: unknown; authorization: string | null };

/** OTP, register, photo and logout answered as the server would, each call recorded with its bearer token. */
type RegisterReply = { status: 201; data: Trainer } | { status: number; message: string };

function mockApplication({ userType = 'trainer', register = { status: 201, data: buildTrainerRecord({ id: 'app-1', status: 'pending' }) } }: { userType?: UserType; register?: RegisterReply } = {}) {
  const seen: Seen[] = [];
  const record = (action: string) => async ({ body, request }: { body: unknown; request: Request }) => {
    seen.push({ action, body: action === 'photo' ? await request.formData() : body, authorization: request.headers.get('authorization') });
  };
  server.use(
    mockEndpoint(endpoints.sendOtp, async (req) => (await record('send-otp')(req), { data: { resendAfter: 30, expiresIn: 300 } })),
    mockEndpoint(endpoints.verifyOtp, async (req) => (await record('verify')(req), { data: { token: 'trainer-token', user: makeSessionUser(userType, { mobile: '+919811122233' }) } })),
    mockEndpoint(endpoints.registerTrainer, async (req) => (await record('register')(req), register)),
    mockEndpoint(endpoints.trainerPhoto, async (req) => (await record('photo')(req), { data: buildTrainerRecord({ id: 'app-1', photoUrl: '/uploads/p.webp' }) })),
    mockEndpoint(endpoints.logout, async (req) => (await record('logout')(req), { data: null })),
    mockEndpoint(endpoints.searchGyms, { data: buildPage([buildGymSummary({ id: 'gym-9', name: 'Iron Temple', area: 'Baner', city: 'Pune' })]) }),
  );
  return seen;
}

async function verifyNumber(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Mobile number'), '9811122233');
  await user.click(screen.getByRole('checkbox', { name: /terms/i }));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText('OTP'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('/trainer-registration', { timeout: 20_000 }, () => {
  it('needs a valid number and the terms before it sends an OTP', async () => {
    const seen = mockApplication();
    const { user } = renderApp({ route: paths.trainerRegistration });
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(messages.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.termsRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(messages.mobileInvalid)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('verifies the number as a trainer, then sends the application to the chosen gym with the photo, and ends the session', async () => {
    const seen = mockApplication();
    const { user } = renderApp({ route: paths.trainerRegistration });
    await verifyNumber(user);
    expect(await screen.findByText('Verified: +91 98111 22233')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getAllByText(messages.trainerRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText('Name'), 'Arjun Rao');
    await user.type(screen.getByLabelText('Experience (years)'), '4');
    await user.type(screen.getByLabelText('Availability'), 'Evenings');
    await user.type(screen.getByLabelText('Facilities'), 'Rig, Rower');
    await user.upload(screen.getByLabelText('Choose photo'), photoFile('arjun.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Choose the gym you are applying to')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search gyms'), 'iron');
    await user.click(await screen.findByRole('radio', { name: /Iron Temple/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
    expect(screen.getByText(/Iron Temple will review your application/)).toBeInTheDocument();
    const [send, verify, register, photo, logout] = seen;
    expect(send).toMatchObject({ action: 'send-otp', body: { mobile: '9811122233', userType: 'trainer' } });
    expect(verify).toMatchObject({ action: 'verify', body: { mobile: '9811122233', otp: '123456', userType: 'trainer' } });
    expect(register).toEqual({
      action: 'register',
      authorization: 'Bearer trainer-token',
      body: { gymId: 'gym-9', name: 'Arjun Rao', experienceYears: 4, availability: 'Evenings', categories: [], facilities: ['Rig', 'Rower'] },
    });
    expect(photo!.authorization).toBe('Bearer trainer-token');
    expect((photo!.body as FormData).get('trainerId')).toBe('app-1');
    expect(logout).toMatchObject({ action: 'logout', authorization: 'Bearer trainer-token' });
  });

  it('tells a member’s or an owner’s number to use its own, and ends that session', async () => {
    const seen = mockApplication({ userType: 'member' });
    const { user } = renderApp({ route: paths.trainerRegistration });
    await verifyNumber(user);
    expect(await screen.findByText(/This number belongs to a member or gym owner account/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(seen.map((s) => s.action)).toEqual(['send-otp', 'verify', 'logout']);
  });

  it('says "Registration failed" with the server’s reason', async () => {
    mockApplication({ register: { status: 409, message: trainerMessages.alreadyApplied } });
    const { user } = renderApp({ route: paths.trainerRegistration });
    await verifyNumber(user);
    await user.type(await screen.findByLabelText('Name'), 'Arjun Rao');
    await user.type(screen.getByLabelText('Experience (years)'), '4');
    await user.type(screen.getByLabelText('Search gyms'), 'iron');
    await user.click(await screen.findByRole('radio', { name: /Iron Temple/ }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByText(`Registration failed: ${trainerMessages.alreadyApplied}`);
    expect(within(alert.parentElement!).queryByRole('heading', { name: 'Application sent' })).not.toBeInTheDocument();
  });
});
