import { passTypes } from '@contract/constants';
import { emptyGymFormValues } from '@contract/gyms/owner-gyms';

/**
 * The form field a server's field name belongs to: "facilities.2" → "facilities", and a plan by its
 * index ("plans.1.pricePaise") → that pass's price, or its freeze days (the forms send all five passes in pass order).
 */
export function gymFormField(serverField: string): string | null {
  const [head = '', index, leaf] = serverField.split('.');
  if (head === 'plans') {
    const passType = index === undefined ? undefined : passTypes[Number(index)];
    if (passType && leaf === 'pricePaise') return `plans.${passType}.price`;
    return passType && leaf === 'freezeDays' ? `plans.${passType}.freezeDays` : 'plans';
  }
  return head in emptyGymFormValues ? head : null;
}

/** The same for owner registration, whose body nests the gym under "gym" and the owner under "owner". */
export function registrationFormField(serverField: string): string | null {
  if (serverField.startsWith('gym.')) return gymFormField(serverField.slice('gym.'.length));
  const owner = /^owner\.(firstName|lastName|email)$/.exec(serverField)?.[1];
  return owner ? `owner${owner.charAt(0).toUpperCase()}${owner.slice(1)}` : null;
}
