import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { gymMessages, type OwnedGym, type PlanChange } from '@contract/gyms/owner-gyms';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { fill, select, textbox } from './form-helpers';
import { ownedGym, ownerGym, ownerPlans } from './owner-gym-data';

// A long form in the whole app, lazily loaded: on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

async function renderEditor(gym: OwnedGym = ownedGym()) {
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [ownerGym({ id: gym.id, name: gym.name, active: gym.active })] }),
    mockEndpoint(endpoints.ownedGym, ({ query }) => (query.get('gymId') === gym.id ? { data: gym } : { status: 404, message: 'Gym not found' })),
    mockEndpoint(endpoints.listPlans, { data: ownerPlans() }),
    // The gym's photos are a section of this page (gym-photos feature), and so is its verification.
    mockEndpoint(endpoints.gymPhotos, { data: [] }),
    mockEndpoint(endpoints.gymVerification, { data: { verified: false, verification: null } }),
    // And its promo codes (promos feature).
    mockEndpoint(endpoints.listPromos, { data: [] }),
  );
  const view = renderApp({ route: paths.owner.gymProfile, session: { userType: 'gym_owner' } });
  await screen.findByDisplayValue(gym.name);
  return view;
}
const saveDetails = () => screen.getByText('Save changes', { selector: 'button' });
const savePrices = () => screen.getByText('Save prices', { selector: 'button' });

describe('GymEditorPage: details', () => {
  it('starts from the stored gym', async () => {
    await renderEditor(ownedGym({ latitude: 18.559, longitude: 73.7868, gstin: '27AAPFU0939F1ZV' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Gym profile' })).toBeInTheDocument();
    expect(textbox('Gym contact number')).toHaveValue('+919822012345');
    expect(select('State')).toHaveValue('Maharashtra');
    expect(select('Weekly off')).toHaveValue('sunday');
    expect(textbox('Established in (year)')).toHaveValue('2018');
    expect(textbox('Latitude')).toHaveValue('18.559');
    expect(screen.getByLabelText('Lockers')).toBeChecked();
    expect(screen.getByLabelText('Parking')).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Facilities' })).getByText('Free weights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check these coordinates on Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=18.559%2C73.7868',
    );
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/gym-profile/g1');
  });

  it('sends only what changed and says "Profile updated successfully"', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.updateGym, ({ body }) => {
        bodies.push(body);
        return { data: ownedGym({ name: 'Sahyadri Strength & Conditioning', email: null, facilities: [] }), message: 'Profile updated successfully' };
      }),
    );
    const { user } = await renderEditor();
    await fill(user, textbox('Gym name'), 'Sahyadri Strength & Conditioning');
    await user.clear(textbox('Gym email'));
    await user.click(screen.getByRole('button', { name: 'Remove Free weights' }));
    await user.click(saveDetails());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ gymId: 'g1', name: 'Sahyadri Strength & Conditioning', email: null, facilities: [] }]);
  });

  it('says so when nothing has changed, without a call', async () => {
    const { user } = await renderEditor();
    await user.click(saveDetails());
    expect(await screen.findByText('Nothing has changed yet.')).toBeInTheDocument();
  });

  it('holds an edit to the spec’s rules: required fields, pincode, year, contact number', async () => {
    const { user } = await renderEditor();
    await user.clear(textbox('Gym name'));
    await user.clear(textbox('City'));
    await user.selectOptions(select('Category'), '');
    await fill(user, textbox('Pincode'), '4110');
    await fill(user, textbox('Established in (year)'), String(new Date().getFullYear() + 1));
    await fill(user, textbox('Gym contact number'), '+1 555 0100');
    await user.click(saveDetails());
    expect(await screen.findByText('Gym name is required')).toBeInTheDocument();
    expect(textbox('City')).toHaveAccessibleDescription('City is required');
    expect(select('Category')).toHaveAccessibleDescription('Category is required');
    expect(textbox('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(textbox('Established in (year)')).toHaveAccessibleDescription(`Please enter a valid year between 1900 and ${new Date().getFullYear()}`);
    expect(textbox('Gym contact number')).toHaveAccessibleDescription('Invalid contact number format');
  });

  it('opens round the clock with one tick', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updateGym, ({ body }) => (bodies.push(body), { data: ownedGym({ openingTime: '00:00', closingTime: '24:00' }) })));
    const { user } = await renderEditor();
    await user.click(screen.getByLabelText('Open 24 hours'));
    expect(screen.queryByLabelText('Opening time')).not.toBeInTheDocument();
    await user.click(saveDetails());
    await waitFor(() => expect(bodies).toEqual([{ gymId: 'g1', openingTime: '00:00', closingTime: '24:00' }]));
  });

  it('fills the coordinates from the device, and says when it may not', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 18.5590123, longitude: 73.7868456 } } as GeolocationPosition));
    // onLine of its own: the owner area's offline banner reads it, and the real getter refuses a stand-in navigator.
    vi.stubGlobal('navigator', Object.create(navigator, { geolocation: { value: { getCurrentPosition } }, onLine: { value: true } }));
    try {
      const { user } = await renderEditor();
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(textbox('Latitude')).toHaveValue('18.5590');
      expect(textbox('Longitude')).toHaveValue('73.7868');
      getCurrentPosition.mockImplementation(((_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError)) as never);
      await user.click(screen.getByRole('button', { name: 'Use my current location' }));
      expect(await screen.findByText('Location permission was denied. Allow it in your browser, or type the coordinates.')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the gym cannot be loaded, and tries again', async () => {
    server.use(
      mockEndpoint(endpoints.myGyms, { data: [ownerGym()] }),
      mockEndpoint(endpoints.ownedGym, { status: 500, message: 'Server error. Please try again later.' }),
      mockEndpoint(endpoints.listPlans, { data: ownerPlans() }),
      mockEndpoint(endpoints.gymPhotos, { data: [] }),
      mockEndpoint(endpoints.gymVerification, { data: { verified: false, verification: null } }),
      mockEndpoint(endpoints.listPromos, { data: [] }),
    );
    const { user } = renderApp({ route: paths.owner.gymProfile, session: { userType: 'gym_owner' } });
    expect(await screen.findByText(/We could not load this gym\. Server error/)).toBeInTheDocument();
    server.use(mockEndpoint(endpoints.ownedGym, { data: ownedGym() }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Sahyadri Strength Club')).toBeInTheDocument();
  });
});

describe('GymEditorPage: UPI ID', () => {
  it('starts from the stored UPI ID, refuses what is not name@handle, and sends a change', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updateGym, ({ body }) => (bodies.push(body), { data: ownedGym({ upiId: 'sahyadri@okhdfcbank' }), message: 'Profile updated successfully' })));
    const { user } = await renderEditor(ownedGym({ upiId: 'sahyadri@okicici' }));
    expect(textbox('UPI ID')).toHaveValue('sahyadri@okicici');
    await fill(user, textbox('UPI ID'), 'sahyadri okicici');
    await user.click(saveDetails());
    await waitFor(() => expect(textbox('UPI ID')).toHaveAccessibleDescription('Enter a UPI ID as name@bank, e.g. fitzone@okicici'));
    expect(bodies).toEqual([]);
    await fill(user, textbox('UPI ID'), 'sahyadri@okhdfcbank');
    await user.click(saveDetails());
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ gymId: 'g1', upiId: 'sahyadri@okhdfcbank' }]);
  });

  it('clears it with an empty field', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updateGym, ({ body }) => (bodies.push(body), { data: ownedGym({ upiId: null }) })));
    const { user } = await renderEditor(ownedGym({ upiId: 'sahyadri@okicici' }));
    await user.clear(textbox('UPI ID'));
    await user.click(saveDetails());
    await waitFor(() => expect(bodies).toEqual([{ gymId: 'g1', upiId: null }]));
  });
});

describe('GymEditorPage: passes and prices', () => {
  it('shows each pass on or off with its price in rupees', async () => {
    await renderEditor();
    expect(screen.getByLabelText('Offer the Day Pass')).toBeChecked();
    expect(textbox('Day Pass price (₹)')).toHaveValue('250');
    expect(screen.getByLabelText('Offer the Weekly Pass')).not.toBeChecked();
    expect(textbox('Weekly Pass price (₹)')).toHaveValue('999');
    expect(textbox('Monthly Pass price (₹)')).toHaveValue('2999');
    expect(screen.getByText('₹100 a day')).toBeInTheDocument();
    expect(textbox('Yearly Pass price (₹)')).toHaveValue('');
  });

  it('saves all five passes in paise', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updatePlans, ({ body }) => (bodies.push(body), { data: ownerPlans(), message: 'Passes and prices updated' })));
    const { user } = await renderEditor();
    await fill(user, textbox('Monthly Pass price (₹)'), '2,799');
    await user.click(screen.getByLabelText('Offer the Yearly Pass'));
    await fill(user, textbox('Yearly Pass price (₹)'), '24999.5');
    await user.click(screen.getByLabelText('Offer the Day Pass'));
    await user.click(savePrices());
    expect(await screen.findByText('Passes and prices updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        gymId: 'g1',
        plans: [
          { passType: 'day', active: false, pricePaise: 25_000, freezeDays: 0 },
          { passType: 'weekly', active: false, pricePaise: 99_900, freezeDays: 0 },
          { passType: 'monthly', active: true, pricePaise: 279_900, freezeDays: 7 },
          { passType: 'quarterly', active: false, freezeDays: 15 },
          { passType: 'yearly', active: true, pricePaise: 2_499_950, freezeDays: 30 },
        ],
      },
    ]);
  });

  it('wants at least one pass on, and a price for each pass that is', async () => {
    const { user } = await renderEditor();
    await user.click(screen.getByLabelText('Offer the Day Pass'));
    await user.click(screen.getByLabelText('Offer the Monthly Pass'));
    await user.click(savePrices());
    expect(await screen.findByText('Turn on at least one pass')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Offer the Quarterly Plan'));
    await fill(user, textbox('Monthly Pass price (₹)'), 'free');
    await user.click(savePrices());
    expect(await screen.findByText('Enter a price for this pass')).toBeInTheDocument();
    expect(textbox('Quarterly Plan price (₹)')).toHaveAccessibleDescription('Enter a price for this pass');
    expect(textbox('Monthly Pass price (₹)')).toHaveAccessibleDescription('Enter a price in rupees, e.g. 499 or 499.50');
  });

  it('shows each pass’s freeze days, and saves a change to them', async () => {
    const bodies: { plans: PlanChange[] }[] = [];
    server.use(mockEndpoint(endpoints.updatePlans, ({ body }) => (bodies.push(body as { plans: PlanChange[] }), { data: ownerPlans(), message: 'Passes and prices updated' })));
    const { user } = await renderEditor();
    // A one-day pass has nothing to pause.
    expect(screen.queryByLabelText('Day Pass freeze days')).not.toBeInTheDocument();
    expect(textbox('Monthly Pass freeze days')).toHaveValue('7');
    expect(textbox('Yearly Pass freeze days')).toHaveValue('30');
    await fill(user, textbox('Monthly Pass freeze days'), '10');
    await user.click(savePrices());
    expect(await screen.findByText('Passes and prices updated')).toBeInTheDocument();
    expect(bodies[0]?.plans.find((p) => p.passType === 'monthly')).toEqual({ passType: 'monthly', active: true, pricePaise: 299_900, freezeDays: 10 });
  });

  it('edits the gym’s freeze notice in days beside the passes, sent only when changed, and refuses more than 30', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updatePlans, ({ body }) => (bodies.push(body), { data: ownerPlans(), message: 'Passes and prices updated' })));
    const { user } = await renderEditor();
    expect(textbox('Freeze notice (days)')).toHaveValue('0');
    await fill(user, textbox('Freeze notice (days)'), '31');
    await user.click(savePrices());
    await waitFor(() => expect(textbox('Freeze notice (days)')).toHaveAccessibleDescription(gymMessages.freezeNoticeInvalid));
    expect(bodies).toEqual([]);
    await fill(user, textbox('Freeze notice (days)'), '2');
    await user.click(savePrices());
    expect(await screen.findByText('Passes and prices updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ freezeNoticeDays: 2 });
  });

  it('wants freeze days as a whole number from 0 to 365, with the contract’s message', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.updatePlans, ({ body }) => (bodies.push(body), { data: ownerPlans() })));
    const { user } = await renderEditor();
    await fill(user, textbox('Monthly Pass freeze days'), '366');
    await fill(user, textbox('Quarterly Plan freeze days'), '2.5');
    await user.click(savePrices());
    await waitFor(() => expect(textbox('Monthly Pass freeze days')).toHaveAccessibleDescription(gymMessages.freezeDaysInvalid));
    expect(textbox('Quarterly Plan freeze days')).toHaveAccessibleDescription(gymMessages.freezeDaysInvalid);
    expect(textbox('Yearly Pass freeze days')).not.toHaveAccessibleDescription(gymMessages.freezeDaysInvalid);
    expect(bodies).toEqual([]);
  });

  it('puts the server’s freeze-days message on that pass’s field', async () => {
    server.use(
      mockEndpoint(endpoints.updatePlans, { status: 400, message: gymMessages.freezeDaysInvalid, data: { fields: { 'plans.4.freezeDays': gymMessages.freezeDaysInvalid } } }),
    );
    const { user } = await renderEditor();
    await user.click(savePrices());
    await waitFor(() => expect(textbox('Yearly Pass freeze days')).toHaveAccessibleDescription(gymMessages.freezeDaysInvalid));
  });

  it('shows the server’s refusal', async () => {
    server.use(mockEndpoint(endpoints.updatePlans, { status: 400, message: 'Turn on at least one pass', data: { fields: { plans: 'Turn on at least one pass' } } }));
    const { user } = await renderEditor();
    await user.click(savePrices());
    // Once as the passes' own message, once as the save's failure.
    await waitFor(() => expect(screen.getAllByText('Turn on at least one pass')).toHaveLength(2));
  });
});
