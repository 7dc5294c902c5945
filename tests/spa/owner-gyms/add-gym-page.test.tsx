import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { fill, fillRequiredGymFields, offerPass, textbox } from './form-helpers';
import { ownedGym, ownerGym } from './owner-gym-data';

// A form of some sixty controls: typing through it in jsdom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });


/** The add-gym screen, once its lazy code has loaded. */
async function renderAddGym() {
  server.use(mockEndpoint(endpoints.myGyms, { data: [ownerGym()] }));
  const view = renderApp({ route: paths.owner.addGym, session: { userType: 'gym_owner' } });
  await screen.findByLabelText('Gym name', { selector: 'input' });
  return view;
}

/** Every required field, and a day pass at ₹250. */
async function fillValidGym(user: UserEvent) {
  await fillRequiredGymFields(user);
  await offerPass(user, 'Day Pass', '250');
}

const submit = (user: UserEvent) => user.click(screen.getByText('Add gym', { selector: 'button' }));

describe('AddGymPage: the rules, in the spec’s words, before anything is sent', () => {
  it('names every required field and asks for a pass', async () => {
    const { user } = await renderAddGym();
    await submit(user);
    for (const message of [
      'Gym name is required',
      'Gym contact is required',
      'Address is required',
      'Area is required',
      'City is required',
      'State is required',
      'Pincode is required',
      'Gym type is required',
      'Category is required',
      'Turn on at least one pass',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(textbox('Gym name')).toHaveFocus();
    expect(textbox('Gym name')).toHaveAccessibleDescription('Gym name is required');
  });

  it('says what is wrong with every malformed field, under the field', async () => {
    const { user } = await renderAddGym();
    await fillValidGym(user);
    const wrong: [string, string, string][] = [
      ['Pincode', '41100a', 'Pincode must be 6 digits'],
      ['Established in (year)', '1899', `Please enter a valid year between 1900 and ${new Date().getFullYear()}`],
      ['Gym contact number', '12345', 'Invalid contact number format'],
      ['Gym email', 'front-desk', 'Invalid email format'],
      ['GSTIN', '27AAPFU0939F1ZX', 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV'],
      ['Latitude', '51.5', 'Latitude must be a number between 6 and 38 (India)'],
      ['People per one-hour slot', '0', 'Slot capacity must be a whole number from 1 to 500'],
    ];
    for (const [field, value] of wrong) await fill(user, textbox(field), value);
    fireEvent.change(screen.getByLabelText('Closing time'), { target: { value: '05:00' } });
    await submit(user);
    for (const [field, , message] of wrong) expect(textbox(field)).toHaveAccessibleDescription(message);
    // A latitude without a longitude, and a closing time before the opening time: rules between fields.
    expect(textbox('Longitude')).toHaveAccessibleDescription('Enter both latitude and longitude, or neither');
    expect(screen.getByLabelText('Closing time')).toHaveAccessibleDescription('Closing time must be after opening time');
  });

  it('wants a price for a pass that is on, in rupees', async () => {
    const { user } = await renderAddGym();
    await fillValidGym(user);
    await user.click(screen.getByLabelText('Offer the Monthly Pass'));
    await fill(user, textbox('Yearly Pass price (₹)'), '12.345');
    await submit(user);
    expect(await screen.findByText('Enter a price for this pass')).toBeInTheDocument();
    expect(textbox('Monthly Pass price (₹)')).toHaveAccessibleDescription('Enter a price for this pass');
    expect(textbox('Yearly Pass price (₹)')).toHaveAccessibleDescription('Enter a price in rupees, e.g. 499 or 499.50');
  });
});

describe('AddGymPage: adding', () => {
  it('sends the gym in the contract’s units, says "Gym added successfully!" and opens Manage gyms', async () => {
    const bodies: unknown[] = [];
    server.use(mockEndpoint(endpoints.createGym, ({ body }) => (bodies.push(body), { status: 201, data: ownedGym({ id: 'g9' }), message: 'Gym added successfully!' })));
    const { user, router } = await renderAddGym();
    await fillValidGym(user);
    await user.click(screen.getByLabelText('Open 24 hours'));
    await user.click(screen.getByLabelText('Parking'));
    await fill(user, textbox('Add a facility'), 'Rowing machines');
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Offer the Quarterly Plan'));
    await fill(user, textbox('Quarterly Plan price (₹)'), '₹6,999.50');
    await submit(user);

    expect(await screen.findByText('Gym added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.owner.manageGyms));
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Koregaon Kettlebell Club',
        contactNumber: '+919822012345',
        email: null,
        area: 'Koregaon Park',
        state: 'Maharashtra',
        gymType: 'crossfit_box',
        establishedYear: null,
        openingTime: '00:00',
        closingTime: '24:00',
        amenities: ['parking'],
        facilities: ['Rowing machines'],
        slotCapacity: 30,
        gstRateBp: 500,
        latitude: null,
        plans: [
          { passType: 'day', active: true, pricePaise: 25_000 },
          { passType: 'weekly', active: false },
          { passType: 'monthly', active: false },
          { passType: 'quarterly', active: true, pricePaise: 699_950 },
          { passType: 'yearly', active: false },
        ],
      }),
    ]);
    expect(localStorage.getItem('gymkhana.currentGym.u_test')).toBe('g9');
  });

  it('says "Failed to add gym!" with the reason, and puts the server’s field messages on their fields', async () => {
    server.use(
      mockEndpoint(endpoints.createGym, {
        status: 400,
        message: 'Pincode must be 6 digits',
        data: { fields: { pincode: 'Pincode must be 6 digits', 'plans.0.pricePaise': 'A price must be at most ₹10,00,000' } },
      }),
    );
    const { user } = await renderAddGym();
    await fillValidGym(user);
    await submit(user);
    const alert = await screen.findByText('Failed to add gym!', { selector: 'p' });
    expect(within(alert.parentElement!).getByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(textbox('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(textbox('Day Pass price (₹)')).toHaveAccessibleDescription('A price must be at most ₹10,00,000');
    expect(textbox('Gym name')).toHaveValue('Koregaon Kettlebell Club');
  });
});
