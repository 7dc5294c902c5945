import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

describe('the policy pages', () => {
  it('/terms states the terms of this product: sign-in, bookings, cancellation, reviews and owners', async () => {
    renderApp({ route: paths.terms });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service · Gymkhana');
    for (const heading of ['Your account', 'Booking a pass', 'At the gym', 'Reviews', 'Gym owners', 'Changes and ending']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/until 2 hours before your booked slot starts/)).toBeInTheDocument();
  });

  it('/privacy says what is kept, who sees it and what the browser stores', async () => {
    renderApp({ route: paths.privacy });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/user_profile_store/)).toBeInTheDocument();
    expect(screen.getByText(/We never sell your data/)).toBeInTheDocument();
    expect(screen.getByText('Questions about this page? Write to support@gymkhana.in.')).toBeInTheDocument();
  });

  it('links both from the footer of every public page', async () => {
    renderApp({ route: paths.aboutUs });
    const legal = await screen.findByRole('navigation', { name: 'Legal' }, { timeout: 5000 });
    expect(legal.querySelector('a[href="/terms"]')).toHaveTextContent('Terms of Service');
    expect(legal.querySelector('a[href="/privacy"]')).toHaveTextContent('Privacy Policy');
  });

  it('gives the footer a support number that is no demo account', async () => {
    renderApp({ route: paths.aboutUs });
    const phone = await screen.findByRole('link', { name: '+91 20 4890 1234' }, { timeout: 5000 });
    expect(phone).toHaveAttribute('href', 'tel:+912048901234');
    expect(screen.queryByText(/98765 43210|98123 45678/)).not.toBeInTheDocument();
  });
});
