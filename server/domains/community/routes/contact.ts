import type { FastifyInstance } from 'fastify';
import { contactMessages } from '@contract/community/contact';
import { endpoints } from '@contract/endpoints';
import { defineRoute } from '../../../routes/define-route';

/** contact.php: the public contact form, stored, at most CONTACT_IP_HOURLY_MAX an hour per IP (five by default). */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { contact } = app.services;
  defineRoute(app, endpoints.sendContact, async ({ body, request }) => {
    await contact.send(request.ip, body);
    return { message: contactMessages.sent, statusCode: 201 };
  });
}
