import '@/lib/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppDownloadSection } from '@/features/marketing/components/app-download-section';
import { keepInstallOffer } from '@/lib/install-offer';

/** What Chromium fires when it judges the app installable: an event whose prompt() opens its install dialog. */
function offerInstall(prompt = vi.fn(() => Promise.resolve())) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
  act(() => void dispatchEvent(event));
  return { event, prompt };
}

const steps = () => screen.queryByRole('heading', { level: 3, name: 'How to install it' });
const installButton = () => screen.queryByRole('button', { name: 'Install app' });

beforeAll(() => keepInstallOffer());
// Installing ends the offer: each test starts without one.
afterEach(() => act(() => void dispatchEvent(new Event('appinstalled'))));

describe('the app download section', () => {
  it('without an offer from the browser, tells how to add the app on Android and on iPhone', () => {
    render(<AppDownloadSection />);
    expect(steps()).toBeInTheDocument();
    expect(screen.getByText(/Android: in Chrome, tap the ⋮ menu and choose Install app/)).toBeInTheDocument();
    expect(screen.getByText(/iPhone and iPad: in Safari, tap Share and choose Add to Home Screen/)).toBeInTheDocument();
    expect(installButton()).not.toBeInTheDocument();
    expect(screen.queryByText(/App Store|Google Play|Play Store/)).not.toBeInTheDocument();
  });

  it('when the browser offers installation, shows Install app, which opens the browser’s dialog once', async () => {
    render(<AppDownloadSection />);
    const { event, prompt } = offerInstall();
    // Its own banner is held back: the page offers it where it makes sense.
    expect(event.defaultPrevented).toBe(true);
    expect(steps()).not.toBeInTheDocument();
    await userEvent.click(installButton()!);
    expect(prompt).toHaveBeenCalledOnce();
    // An offer prompts once: the steps come back.
    expect(installButton()).not.toBeInTheDocument();
    expect(steps()).toBeInTheDocument();
  });

  it('keeps an offer made before the home page drew (it is kept from the first load)', () => {
    offerInstall();
    render(<AppDownloadSection />);
    expect(installButton()).toBeInTheDocument();
  });

  it('hides the button once the app is installed', () => {
    render(<AppDownloadSection />);
    offerInstall();
    expect(installButton()).toBeInTheDocument();
    act(() => void dispatchEvent(new Event('appinstalled')));
    expect(installButton()).not.toBeInTheDocument();
  });
});
