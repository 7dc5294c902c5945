import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('the owner guard', () => {
  // The router loads a URL's route code alongside the guard's decision (React Router's lazy routes): the owner area's
  // code may arrive, but a member never sees any of it drawn, nor the owner's orange loader.
  it('turns a member away from /gym_owner: no owner layout, no orange loader', async () => {
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
  });
});
