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

/** Every required field of a gym with a valid value: Koregaon Kettlebell Club, a CrossFit box in Pune. */
export async function fillRequiredGymFields(user: UserEvent): Promise<void> {
  await fill(user, textbox('Gym name'), 'Koregaon Kettlebell Club');
  await user.selectOptions(select('Gym type'), 'crossfit_box');
  await user.selectOptions(select('Category'), 'standard');
  await fill(user, textbox('Gym contact number'), '098220 12345');
  await fill(user, textbox('Address'), 'Lane 5, North Main Road');
  await fill(user, textbox('Area or locality'), 'Koregaon Park');
  await fill(user, textbox('City'), 'Pune');
  await user.selectOptions(select('State'), 'Maharashtra');
  await fill(user, textbox('Pincode'), '411001');
}

/** Turns a pass on at a price typed in rupees. */
export async function offerPass(user: UserEvent, pass: string, rupees: string): Promise<void> {
  await user.click(screen.getByLabelText(`Offer the ${pass}`));
  await fill(user, textbox(`${pass} price (₹)`), rupees);
}
