import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { ErrorScreen } from '@/components/errors/error-screen';
import { paths } from '@/config/paths';
import { renderApp } from '@tests/utils/render-app';

// A screen whose code cannot be loaded, as after a deploy replaced the chunk the page asked for.
vi.mock('@/features/gyms/components/compare-gyms-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('error boundary screen', () => {
  it('replaces a screen that failed to load, inside the layout, without internals', async () => {
    renderApp({ route: paths.compareGyms });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.home);
  });

  it('offers a retry', async () => {
    const retry = vi.fn();
    render(
      <MemoryRouter>
        <ErrorScreen error={new Error('chunk failed')} onRetry={retry} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByText(/chunk failed/)).toBeNull();
  });
});
