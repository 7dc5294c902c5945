import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@contract/common';
import { contactMessages } from '@contract/community/contact';
import { endpoints } from '@contract/endpoints';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { renderApp } from '@tests/utils/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
}

describe('/contact-us', { timeout: 20_000 }, () => {
  it('checks every field with its limits before sending', async () => {
    const { user } = renderApp({ route: paths.contactUs });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();

    await fill(user, { Name: 'A', Email: 'a@b', Subject: 'Hi', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.nameLength)).toBeInTheDocument();
    expect(screen.getByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectLength)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageLength)).toBeInTheDocument();
  });

  it('sends and shows "Message sent successfully!"', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.sendContact, ({ body }) => {
        bodies.push(body);
        return { status: 201, message: contactMessages.sent };
      }),
    );
    const { user } = renderApp({ route: paths.contactUs });
    await screen.findByRole('button', { name: 'Send message' });
    const form = { name: 'Anita Desai', email: 'anita@example.com', subject: 'Listing two branches', message: 'Can one account hold two branches?' };
    await fill(user, { Name: form.name, Email: form.email, Subject: form.subject, Message: form.message });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findAllByText('Message sent successfully!')).length).toBeGreaterThan(0);
    expect(bodies).toEqual([form]);
  });

  it('shows the server’s refusal when the hourly limit is reached', async () => {
    server.use(mockEndpoint(endpoints.sendContact, { status: 429, message: contactMessages.tooMany }));
    const { user } = renderApp({ route: paths.contactUs });
    await screen.findByRole('button', { name: 'Send message' });
    await fill(user, { Name: 'Anita Desai', Email: 'anita@example.com', Subject: 'Listing', Message: 'Can one account hold two branches?' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.tooMany)).toBeInTheDocument();
  });
});
