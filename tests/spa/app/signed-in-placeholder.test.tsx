import { describe, expect, it } from 'vitest';
import { renderSignedInPlaceholder, screenModules } from '@/entry-server';
import { useSessionStore } from '@/stores/session-store';

describe("a signed-in screen's chunks, read from the router (src/entry-server.tsx)", () => {
  it("names the area's layout and the page's module, as the build's manifest keys them", async () => {
    expect(await screenModules('/member/view-bookings')).toEqual(['src/app/routes/member/layout.tsx', 'src/app/routes/member/view-bookings.tsx']);
    expect(await screenModules('/gym_owner')).toEqual(['src/app/routes/owner/layout.tsx', 'src/app/routes/owner/dashboard.tsx']);
  });

  it('names none outside the signed-in areas', async () => {
    expect(await screenModules('/view-all-gyms')).toEqual([]);
  });
});

describe("a signed-in screen's placeholder", () => {
  it("draws the area's layout and the page's heading, with no one's details, and leaves the session signed out", async () => {
    const html = await renderSignedInPlaceholder('/member/view-bookings', 'member');
    expect(html).toContain('<title>My bookings · Gymkhana</title>');
    expect(html).toMatch(/<h1 id="bookings-title"[^>]*>My bookings<\/h1>/);
    expect(html).toContain('href="/member/payments-history"');
    // A part that could not render on the server would leave its error and stack in the HTML.
    expect(html).not.toContain('<!--$!-->');
    expect(useSessionStore.getState().isLoggedIn).toBe(false);
    expect(useSessionStore.getInitialState().isLoggedIn).toBe(false);
  });

  it("draws the owner's dashboard whole: the owner area's layout and the page's heading, no part left to the client", async () => {
    const html = await renderSignedInPlaceholder('/gym_owner', 'gym_owner');
    expect(html).toContain('<title>Dashboard · Gymkhana</title>');
    expect(html).toContain('Gym owner area');
    expect(html).toMatch(/<h1 id="dashboard-title"[^>]*>Welcome<\/h1>/);
    // The current gym's choice (localStorage) has a server value: without one the screen failed to render here.
    expect(html).not.toContain('<!--$!-->');
  });
});
