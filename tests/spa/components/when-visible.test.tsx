import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '@/components/ui/when-visible';

// jsdom has no IntersectionObserver: a stand-in the test drives.
let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
const disconnect = vi.fn();
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect = disconnect;
}

afterEach(() => {
  vi.unstubAllGlobals();
  report = null;
});

describe('WhenVisible', () => {
  it('keeps a heavy widget below the fold out of the first render, and draws it when it comes near the window', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenVisible className="h-64" placeholder={<p>Not yet</p>}>
        <p>The chart</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('The chart')).toBeNull();
    expect(screen.getByText('Not yet').parentElement).toHaveClass('h-64');
    act(() => report!([{ isIntersecting: false }]));
    expect(screen.queryByText('The chart')).toBeNull();
    act(() => report!([{ isIntersecting: true }]));
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>The chart</p>
      </WhenVisible>,
    );
    expect(screen.getByText('The chart')).toBeInTheDocument();
  });
});
