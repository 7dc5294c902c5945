import type { User } from '@contract/accounts/auth';
import type { Language } from '@contract/constants';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** Saves the language on the account alone (profile.php?action=language): every message to this person is written in it. */
export async function saveLanguage(language: Language): Promise<User> {
  return dataOf(await callApi<User>('POST', endpointPath(endpoints.setLanguage), { language }));
}
