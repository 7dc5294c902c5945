import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { promoMessages, type Promo } from '@contract/bookings/promos';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildPromo, promoServer } from '@tests/mocks/promos';
import { server } from '@tests/mocks/server';
import { fixDate } from '@tests/utils/clock';
import { renderApp } from '@tests/utils/render-app';
import { ownedGym, ownerGym, ownerPlans } from '../owner-gyms/owner-gym-data';

// Friday 27 Nov 2026, 10:00 in India: DIWALI-25 below is running, and a code ending in 2020 ended long ago.
fixDate('2026-11-27T04:30:00Z');

// The whole gym editor loads lazily before this section: on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

// The form starts a new code today on India's calendar, for 30 days.
const day = (offset: number) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function renderSection(initial: Promo[] = [], timeZone = 'Asia/Kolkata') {
  const fake = promoServer(initial);
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [ownerGym({ timeZone })] }),
    mockEndpoint(endpoints.ownedGym, { data: ownedGym() }),
    mockEndpoint(endpoints.listPlans, { data: ownerPlans() }),
    // The editor's other sections share the page.
    mockEndpoint(endpoints.gymPhotos, { data: [] }),
    mockEndpoint(endpoints.gymVerification, { data: { verified: false, verification: null } }),
    ...fake.handlers,
  );
  const view = renderApp({ route: paths.owner.gymProfile, session: { userType: 'gym_owner' } });
  const region = within(await screen.findByRole('region', { name: 'Promo codes' }));
  return { ...view, ...fake, region };
}

const newCodeForm = () => within(screen.getByRole('form', { name: 'New promo code' }));

describe('the owner’s promo codes (gym editor)', () => {
  it('lists each code with what it takes off, its dates, its uses of the limit and its revenue', async () => {
    const { region } = await renderSection([
      buildPromo({ code: 'DIWALI-25', value: 25, validFrom: '2026-10-20', validTo: '2026-12-05', maxUses: 50, uses: 3, revenuePaise: 719_760, discountPaise: 239_920 }),
      buildPromo({ code: 'WELCOME', kind: 'flat', value: 20_000, passTypes: ['day'], maxUses: null, uses: 5, oncePerMember: true, active: false }),
    ]);
    const diwali = within(await region.findByRole('listitem', { name: 'DIWALI-25' }));
    expect(diwali.getByText('25% off')).toBeInTheDocument();
    expect(diwali.getByText(/For Monthly Pass, Quarterly Plan/)).toBeInTheDocument();
    expect(diwali.getByText('20 Oct 2026 – 5 Dec 2026')).toBeInTheDocument();
    expect(diwali.getByText('3 of 50')).toBeInTheDocument();
    expect(diwali.getByText('₹7,198')).toBeInTheDocument();
    expect(diwali.getByText('₹2,399')).toBeInTheDocument();
    expect(diwali.getByText('Running')).toBeInTheDocument();
    const welcome = within(region.getByRole('listitem', { name: 'WELCOME' }));
    expect(welcome.getByText('₹200 off')).toBeInTheDocument();
    expect(welcome.getByText(/Once per member/)).toBeInTheDocument();
    expect(welcome.getByText('5, no limit')).toBeInTheDocument();
    expect(welcome.getByText('Switched off')).toBeInTheDocument();
  });

  it('starts a new code on the gym’s own today: a Los Angeles gym is still on 26 Nov when India is on the 27th', async () => {
    const { region, user } = await renderSection([], 'America/Los_Angeles');
    await user.click(await region.findByRole('button', { name: 'New promo code' }));
    expect(newCodeForm().getByLabelText('First valid day')).toHaveValue('2026-11-26');
    expect(newCodeForm().getByLabelText('Last valid day')).toHaveValue('2026-12-26');
  });

  it('creates a code: the list shows it, and the request carries the contract’s body and an Idempotency-Key', async () => {
    const { region, user, sent } = await renderSection();
    expect(await region.findByText('No promo codes yet')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'New promo code' }));
    const form = newCodeForm();
    await user.type(form.getByLabelText('Code'), 'diwali-25');
    await user.type(form.getByLabelText('Percent off (%)'), '15');
    await user.click(form.getByLabelText('Monthly Pass'));
    await user.click(form.getByLabelText('Quarterly Plan'));
    await user.type(form.getByLabelText('Total uses'), '100');
    await user.click(form.getByLabelText('Once per member'));
    await user.click(form.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(promoMessages.created)).toBeInTheDocument();
    const created = within(await region.findByRole('listitem', { name: 'DIWALI-25' }));
    expect(created.getByText('15% off')).toBeInTheDocument();
    expect(created.getByText('0 of 100')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New promo code' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        action: 'create',
        body: { gymId: 'g1', code: 'DIWALI-25', kind: 'percent', value: 15, passTypes: ['monthly', 'quarterly'], validFrom: day(0), validTo: day(30), maxUses: 100, oncePerMember: true },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('sends a flat amount typed in rupees as paise', async () => {
    const { region, user, sent } = await renderSection();
    await user.click(await region.findByRole('button', { name: 'New promo code' }));
    const form = newCodeForm();
    await user.type(form.getByLabelText('Code'), 'FLAT250');
    await user.click(form.getByLabelText('Flat amount'));
    await user.type(form.getByLabelText('Amount off (₹)'), '249.50');
    await user.click(form.getByLabelText('Yearly Pass'));
    await user.click(form.getByRole('button', { name: 'Create code' }));
    const created = within(await region.findByRole('listitem', { name: 'FLAT250' }));
    expect(created.getByText('₹250 off')).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ code: 'FLAT250', kind: 'flat', value: 24_950, passTypes: ['yearly'], maxUses: null, oncePerMember: false });
  });

  it('shows the server’s refusal on the field it names, and as the form’s message', async () => {
    const { region, user, sent } = await renderSection([buildPromo({ code: 'DIWALI-25' })]);
    await user.click(await region.findByRole('button', { name: 'New promo code' }));
    const form = newCodeForm();
    await user.type(form.getByLabelText('Code'), 'diwali-25');
    await user.type(form.getByLabelText('Percent off (%)'), '10');
    await user.click(form.getByLabelText('Monthly Pass'));
    await user.click(form.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(form.getByLabelText('Code')).toHaveAccessibleDescription(promoMessages.codeTaken));
    expect(form.getAllByText(promoMessages.codeTaken)).toHaveLength(2);
    expect(sent).toHaveLength(1);
    // The form stays open with what was typed, to fix the name.
    expect(form.getByLabelText('Code')).toHaveValue('diwali-25');
  });

  it('checks the contract’s rules before sending: percent range, a rupee amount, a pass, the dates’ order', async () => {
    const { region, user, sent } = await renderSection();
    await user.click(await region.findByRole('button', { name: 'New promo code' }));
    const form = newCodeForm();
    await user.type(form.getByLabelText('Code'), 'x');
    await user.type(form.getByLabelText('Percent off (%)'), '95');
    // A date control as a date picker sets it (jsdom's date inputs take no typing).
    fireEvent.change(form.getByLabelText('Last valid day'), { target: { value: '2020-01-01' } });
    await user.click(form.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(form.getByLabelText('Percent off (%)')).toHaveAccessibleDescription(promoMessages.percentInvalid));
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription(promoMessages.codeInvalid);
    expect(form.getByText(promoMessages.passTypesRequired)).toBeInTheDocument();
    expect(form.getByLabelText('Last valid day')).toHaveAccessibleDescription(promoMessages.datesOrder);
    await user.click(form.getByLabelText('Flat amount'));
    await user.clear(form.getByLabelText('Amount off (₹)'));
    await user.type(form.getByLabelText('Amount off (₹)'), 'two hundred');
    await user.click(form.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(form.getByLabelText('Amount off (₹)')).toHaveAccessibleDescription(promoMessages.flatInvalid));
    expect(sent).toEqual([]);
  });

  it('edits a code: only what changed is sent (an empty limit is none)', async () => {
    const promo = buildPromo({ code: 'DIWALI-25', maxUses: 50 });
    const { region, user, sent } = await renderSection([promo]);
    await user.click(await region.findByRole('button', { name: 'Edit DIWALI-25' }));
    const form = within(screen.getByRole('form', { name: 'Edit DIWALI-25' }));
    expect(form.getByLabelText('Code')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Monthly Pass')).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Save code' }));
    expect(await form.findByText('Nothing has changed yet.')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Total uses'));
    await user.click(form.getByLabelText('Yearly Pass'));
    await user.click(form.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText(promoMessages.updated)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'update', body: { promoId: promo.id, passTypes: ['monthly', 'quarterly', 'yearly'], maxUses: null }, key: expect.any(String) }]);
    const card = within(await region.findByRole('listitem', { name: 'DIWALI-25' }));
    expect(card.getByText('3, no limit')).toBeInTheDocument();
  });

  it('switches a code off and on again', async () => {
    const promo = buildPromo({ code: 'DIWALI-25' });
    const { region, user, sent } = await renderSection([promo]);
    await user.click(await region.findByRole('button', { name: 'Switch off DIWALI-25' }));
    const card = () => within(region.getByRole('listitem', { name: 'DIWALI-25' }));
    await waitFor(() => expect(card().getByText('Switched off')).toBeInTheDocument());
    await user.click(region.getByRole('button', { name: 'Switch on DIWALI-25' }));
    await waitFor(() => expect(card().getByText('Running')).toBeInTheDocument());
    expect(sent.map((s) => s.body)).toEqual([
      { promoId: promo.id, active: false },
      { promoId: promo.id, active: true },
    ]);
    // Two different changes: two keys.
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
  });
});
