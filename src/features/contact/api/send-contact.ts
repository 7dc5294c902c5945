import { useMutation } from '@tanstack/react-query';
import { communityRoutes } from '@contract/community/community-routes';
import type { ContactForm } from '@contract/community/contact';
import { endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';

/** Sends the contact form; answers the server's message ("Message sent successfully!"). */
export async function sendContact(form: ContactForm): Promise<string> {
  return (await callApi<null>('POST', endpointPath(communityRoutes.sendContact), form)).message;
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
