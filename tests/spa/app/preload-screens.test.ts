import { describe, expect, it, vi } from 'vitest';
import { preloadScreens } from '@/app/router';

// Which route modules have been asked for: each mock records its own loading.
const loaded = vi.hoisted(() => new Set<string>());
const route = (name: string) => {
  loaded.add(name);
  return { Component: () => null };
};
vi.mock('@/app/routes/member/layout', () => route('member layout'));
vi.mock('@/app/routes/member/dashboard', () => route('member home'));
vi.mock('@/app/routes/member/view-bookings', () => route('view bookings'));
vi.mock('@/app/routes/member/profile', () => route('member profile'));
vi.mock('@/app/routes/owner/layout', () => route('owner layout'));
vi.mock('@/app/routes/owner/dashboard', () => route('owner home'));
vi.mock('@/app/routes/owner/edit-announcement', () => route('edit announcement'));
vi.mock('@/app/routes/area-not-found', () => route('area not found'));
vi.mock('@/app/routes/home', () => route('home'));
const apiClient = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/lib/api-client', () => {
  apiClient.loaded = true;
  return {};
});

const settle = () => vi.waitFor(() => new Promise((done) => setTimeout(done, 0)));

describe('preloadScreens (main.tsx, before the first render)', () => {
  it('loads no API client for a public page (its first call, if any, brings it)', async () => {
    preloadScreens('/');
    preloadScreens('/view-all-gyms');
    await settle();
    expect(apiClient.loaded).toBe(false);
    expect([...loaded]).toEqual([]);
  });

  it("asks for a signed-in screen's code together with its area's layout, not after the layout has rendered", async () => {
    preloadScreens('/member/view-bookings');
    await vi.waitFor(() => expect([...loaded]).toEqual(['member layout', 'view bookings']));
    // Its calls start as it renders: the API client's code comes with the screen's, not after it.
    await vi.waitFor(() => expect(apiClient.loaded).toBe(true));
  });

  it("takes the area's home for its root and matches pages with parameters", async () => {
    loaded.clear();
    preloadScreens('/gym_owner/');
    preloadScreens('/gym_owner/create-announcements/a1');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['edit announcement', 'owner home', 'owner layout']));
  });

  it("asks for an unknown page's not-found screen, and for nothing outside the signed-in areas", async () => {
    loaded.clear();
    preloadScreens('/gym_owner/no-such-page');
    preloadScreens('/');
    preloadScreens('/membership');
    await vi.waitFor(() => expect(loaded.has('area not found')).toBe(true));
    await settle();
    // (The owner layout came with the test above: a module loads once.)
    expect([...loaded]).toEqual(['area not found']);
  });
});
