import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';

// Issue 21: a drawn form whose submit only the app can carry out shows it is not ready, instead of reloading itself.
function Form() {
  return (
    <form>
      <input name="mobile" aria-label="Mobile" />
      <Button type="submit" waitsForApp>
        Send OTP
      </Button>
      <Button type="submit">Search</Button>
      <Button onClick={() => undefined}>Near me</Button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a submit button that waits for the app', () => {
  it('is drawn disabled and busy in the HTML, while a button of a form that works without the app is not', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    const [send, search, nearMe] = container.querySelectorAll('button');
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(search).toBeEnabled();
    // A type="button" does nothing without the app's code: it waits too, without being told.
    expect(nearMe).toBeDisabled();
    expect(nearMe).toHaveAttribute('aria-busy', 'true');
  });

  it('is enabled once the app has taken the drawn form over, keeping what was typed meanwhile', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    container.querySelector('input')!.value = '9876543210';
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send OTP' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Near me' })).toBeEnabled();
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876543210');
  });
});
