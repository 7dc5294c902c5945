import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

// Records whether any owner-area code was asked for; its own file, since a module loads once per file.
const loaded = vi.hoisted(() => ({ ownerLayout: false, ownerDashboard: false }));
vi.mock('@/components/layouts/owner-layout', async (importOriginal) => {
  loaded.ownerLayout = true;
  return importOriginal();
});
vi.mock('@/features/dashboard/components/owner-dashboard', async (importOriginal) => {
  loaded.ownerDashboard = true;
  return importOriginal();
});

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('the owner guard', () => {
  it('turns a member away from /gym_owner before any owner code loads: no owner layout, no orange loader', async () => {
    const seen = new Set<string>();
    observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading your gains...')) seen.add('orange loader');
      if (document.body.textContent?.includes('Gym owner area')) seen.add('owner layout');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { router } = renderApp({ route: paths.owner.root, session: { userType: 'member' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.member.root));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeInTheDocument();
    expect(seen).toEqual(new Set());
    expect(loaded).toEqual({ ownerLayout: false, ownerDashboard: false });
  });
});
