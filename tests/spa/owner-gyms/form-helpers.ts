import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// By label rather than role: role queries over a form of some sixty controls are slow in jsdom.
export const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
export const select = (name: string) => screen.getByLabelText(name, { selector: 'select' });

/** Replaces a field's text the way a person pastes it (typing a long form key by key is slow in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
