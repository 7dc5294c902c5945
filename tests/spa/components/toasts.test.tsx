import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/ui/toasts';
import { notify } from '@/lib/notify';

function fakeScreen(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 600px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Toasts', () => {
  it('shows toasts at the top of a phone, where they cannot cover the form button a person needs next', async () => {
    fakeScreen(true);
    render(<Toasts />);
    notify.success('Login successful!');
    await screen.findByText('Login successful!', undefined, { timeout: 5000 });
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
  });

  it('shows them at the bottom right on wider screens', async () => {
    fakeScreen(false);
    render(<Toasts />);
    notify.info('Saved');
    await screen.findByText('Saved', undefined, { timeout: 5000 });
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
  });
});
