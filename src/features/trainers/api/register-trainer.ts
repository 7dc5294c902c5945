import type { SendOtpData, VerifyOtpData } from '@contract/accounts/auth';
import type { GymSearchResult } from '@contract/gyms/gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { Trainer, TrainerRegisterBody } from '@contract/gyms/trainers';
import { ApiError, callApi } from '@/lib/api';

// An applicant's session lives only in this screen's memory: trainers have no signed-in area.
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function sendTrainerOtp(mobile: string): Promise<SendOtpData> {
  const envelope = await callApi<SendOtpData>('POST', endpointPath(apiRoutes.sendOtp), { mobile, userType: 'trainer' });
  return envelope.data ?? { resendAfter: 30, expiresIn: 300 };
}

export async function verifyTrainerOtp(mobile: string, otp: string): Promise<VerifyOtpData> {
  const envelope = await callApi<VerifyOtpData>('POST', endpointPath(apiRoutes.verifyOtp), { mobile, otp, userType: 'trainer' });
  if (!envelope.data?.token || !envelope.data.user?.userType) throw new ApiError('Invalid verification response');
  return envelope.data;
}

export async function registerTrainer(token: string, body: TrainerRegisterBody): Promise<Trainer> {
  const envelope = await callApi<Trainer>('POST', endpointPath(trainerRoutes.registerTrainer), body, bearer(token));
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

/** Ends the applicant's session once the application is in; best effort. */
export async function endTrainerSession(token: string): Promise<void> {
  await callApi('POST', endpointPath(apiRoutes.logout), {}, bearer(token)).catch(() => undefined);
}

/** The gyms a trainer may apply to, by name, area or city (the public search). */
export async function findGyms(q: string): Promise<GymSearchResult> {
  const envelope = await callApi<GymSearchResult>('GET', endpointPath(apiRoutes.searchGyms), { q, pageSize: 6 });
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}
