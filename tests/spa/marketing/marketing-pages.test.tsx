import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

const passes = ['Day Pass1 day', 'Weekly Pass7 days', 'Monthly Pass30 days', 'Quarterly Plan90 days', 'Yearly Pass365 days'];

describe('/about-us and /features', { timeout: 20_000 }, () => {
  it('about: what "verified" rests on, the five passes, and paying online or at the gym', async () => {
    renderApp({ route: paths.aboutUs });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Gymkhana' })).toBeInTheDocument();
    expect(screen.getByText(/Only members who have checked in at a gym can review it/)).toBeInTheDocument();
    expect(screen.getByText(/proves their mobile number with a one-time password/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pay online or at the gym' })).toBeInTheDocument();
    const strip = within(screen.getByRole('heading', { level: 2, name: 'Flexible passes' }).parentElement!);
    expect(strip.getAllByRole('listitem').map((li) => li.textContent)).toEqual(passes);
  });

  it('features: for members and owners, why to trust it, and the passes', async () => {
    renderApp({ route: paths.features });
    expect(await screen.findByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    for (const name of ['For members', 'For gym owners', 'Why members trust what they read', 'Flexible passes'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    for (const name of ['Verified gyms', 'Reviews from real visits', 'Pay online or at the gym'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByText('Rate and review a gym after you have checked in there.')).toBeInTheDocument();
  });

  it('keeps these pages’ strings out of the first load', () => {
    // This file imported the router, not the pages themselves, before the first render.
    expect(i18n.exists('marketing.about.title')).toBe(false);
  });
});
