// A form's field errors in the person's language (issue 37): the contract's English texts the zod schema gives, shown
// in Hindi through validation.json, a filled-in template with its numbers; back in English, the spec's words again.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@contract/common';
import { contactMessages } from '@contract/community/contact';
import { paths } from '@/config/paths';
import { changeLanguageTo, i18n, wordsReady } from '@/lib/i18n';
import { renderApp } from '@tests/utils/render-app';

afterEach(async () => {
  await changeLanguageTo('en');
});

describe('field errors', { timeout: 20_000 }, () => {
  it('are shown in Hindi on the contact form, and in the spec’s English again after', async () => {
    await changeLanguageTo('hi');
    const { user } = renderApp({ route: paths.contactUs });
    // The contact screen's own words load with it, its Hindi fetched as its code runs: wait for both.
    await waitFor(() => expect(i18n.exists('contact.send')).toBe(true));
    await wordsReady();
    const send = async () => user.click(await screen.findByRole('button', { name: i18n.t('contact.send') }));
    await send();
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('विषय ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(contactMessages.nameRequired)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(i18n.t('contact.name')), 'A');
    await send();
    expect(await screen.findByText('नाम 2 से 80 अक्षरों का होना चाहिए')).toBeInTheDocument();

    await i18n.changeLanguage('en');
    expect(await screen.findByText(contactMessages.nameLength)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
  });
});
