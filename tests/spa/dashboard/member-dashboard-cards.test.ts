import { describe, expect, it } from 'vitest';
import { screensOf } from '@/components/layouts/area-nav';
import dashboard from '@/features/dashboard/locales/en/dashboard.json';
import screens from '@/components/layouts/locales/en/area-screens.json';

// The member's dashboard draws a card for every screen of the area: a screen added to the menu without its card's
// words showed its key ("dashboard.member.cards.classes") to every member.
describe('the member dashboard cards', () => {
  it('has a title and a line of words for every screen of the member area', () => {
    const cards = dashboard.member.cards as Record<string, string>;
    const titles = screens.member as Record<string, string>;
    const missing = screensOf('member')
      .map((screen) => screen.id)
      .filter((id) => !cards[id] || !titles[id]);
    expect(missing).toEqual([]);
  });
});
