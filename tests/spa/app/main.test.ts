import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/entry-server';
import { mountApp } from '@/main';

// The home page's search would ask the API for cities; mounting is what is under test here.
vi.mock('@/features/gyms/components/hero-search', () => ({ HeroSearch: () => createElement('h1', null, 'Find a gym') }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountApp', () => {
  it('throws a clear error when the page has no #root', () => {
    expect(document.getElementById('root')).toBeNull();
    expect(() => mountApp()).toThrow('Root element #root not found');
  });

  it('throws when given no element', () => {
    expect(() => mountApp(null)).toThrow('Root element #root not found');
  });

  it('mounts the app into #root', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    // jsdom cannot scroll; ScrollRestoration would log "Not implemented".
    window.scrollTo = () => undefined;
    const root = mountApp();
    // The first screen's code is transformed on demand here: allow for a cold start.
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a gym' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('main'));
    act(() => root.unmount());
  });

  it('hydrates the prerendered HTML (in a transition, in slices) and keeps its nodes: no mismatch, no redraw', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = await renderApp('/');
    document.body.append(container);
    window.scrollTo = () => undefined;
    const heading = screen.getByRole('heading', { level: 1, name: 'Find a gym' });
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    window.addEventListener('error', reported);
    const root = mountApp();
    // React marks each node it has adopted; the lazy home screen's nodes are adopted once its code has arrived.
    await vi.waitFor(() => expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a gym' })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    window.removeEventListener('error', reported);
    act(() => root.unmount());
  });
});
