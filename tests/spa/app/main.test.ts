import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderFallback } from '@/entry-server';
import { mountApp } from '@/main';

// Whether the API client's code has been asked for.
const apiClient = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/lib/api-client', () => {
  apiClient.loaded = true;
  return {};
});

// The home page's search would ask the API for cities; mounting is what is under test here.
vi.mock('@/features/gyms/components/hero-search', () => ({ HeroSearch: () => createElement('h1', null, 'Find a gym') }));

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
});

describe('mountApp', () => {
  it('fails with a clear error when the page has no #root', async () => {
    expect(document.getElementById('root')).toBeNull();
    await expect(mountApp()).rejects.toThrow('Root element #root not found');
  });

  it('fails when given no element', async () => {
    await expect(mountApp(null)).rejects.toThrow('Root element #root not found');
  });

  it("asks for the API client's code at once on a signed-in page (its screen calls the API as it draws), not on a public one", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    window.scrollTo = () => undefined;
    const root = await mountApp(container);
    await screen.findByRole('heading', { level: 1, name: 'Find a gym' }, { timeout: 5000 });
    expect(apiClient.loaded).toBe(false);
    act(() => root.unmount());
    history.pushState(null, '', '/gym_owner/payments');
    const signedIn = await mountApp(container);
    await vi.waitFor(() => expect(apiClient.loaded).toBe(true));
    act(() => signedIn.unmount());
    history.pushState(null, '', '/');
  });

  it('mounts the app into #root', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    // jsdom cannot scroll; ScrollRestoration would log "Not implemented".
    window.scrollTo = () => undefined;
    const root = await mountApp();
    // The first screen's code is transformed on demand here: allow for a cold start.
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a gym' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('main'));
    act(() => root.unmount());
  });

  it('hydrates the prerendered HTML (in a transition, in slices) and keeps its nodes: no mismatch, no redraw', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = (await renderApp('/')).html;
    document.body.append(container);
    window.scrollTo = () => undefined;
    const heading = screen.getByRole('heading', { level: 1, name: 'Find a gym' });
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    window.addEventListener('error', reported);
    const root = await mountApp();
    // Hydration has committed once the layout effects ran (the theme is set in one); by then React has adopted every node.
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('member'), { timeout: 5000 });
    expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a gym' })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    window.removeEventListener('error', reported);
    act(() => root.unmount());
  });
  it("draws over the server's loader (a page it does not draw) instead of hydrating it: the loader goes, no mismatch", async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = await renderFallback();
    document.body.append(container);
    window.scrollTo = () => undefined;
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    window.addEventListener('error', reported);
    const root = await mountApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a gym' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('[data-route-fallback]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    window.removeEventListener('error', reported);
    act(() => root.unmount());
  });
});
