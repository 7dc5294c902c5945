import { z } from 'zod';
import { sendOtpBodySchema, sendOtpDataSchema, userSchema, verifyOtpBodySchema, verifyOtpDataSchema } from './auth';
import {
  citiesResultSchema,
  gymCompareQuerySchema,
  gymCompareResultSchema,
  gymDetailSchema,
  gymGetQuerySchema,
  gymSearchQuerySchema,
  gymSearchResultSchema,
} from './gyms';
import { profileUpdateBodySchema } from './profile';
import { reviewListQuerySchema, reviewListResultSchema } from './reviews';

type Method = 'GET' | 'POST';
export type Endpoint = {
  method: Method;
  resource: string;
  action: string;
  /** who may call it: public, any signed-in user, or one role */
  auth: 'public' | 'user' | 'member' | 'gym_owner';
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
};

const define = <E extends Endpoint>(e: E) => e;
const noData = z.null().optional();

/** Every call, once. Paths keep the existing API's style: /{resource}.php?action={verb}. */
export const endpoints = {
  sendOtp: define({ method: 'POST', resource: 'auth-otp', action: 'send-otp', auth: 'public', body: sendOtpBodySchema, data: sendOtpDataSchema }),
  verifyOtp: define({ method: 'POST', resource: 'auth-otp', action: 'verify-otp-login', auth: 'public', body: verifyOtpBodySchema, data: verifyOtpDataSchema }),
  logout: define({ method: 'POST', resource: 'auth-otp', action: 'logout', auth: 'user', data: noData }),
  getProfile: define({ method: 'GET', resource: 'profile', action: 'get', auth: 'user', data: userSchema }),
  updateProfile: define({ method: 'POST', resource: 'profile', action: 'update', auth: 'user', body: profileUpdateBodySchema, data: userSchema }),
  searchGyms: define({ method: 'GET', resource: 'gyms', action: 'search', auth: 'public', query: gymSearchQuerySchema, data: gymSearchResultSchema }),
  getGym: define({ method: 'GET', resource: 'gyms', action: 'get', auth: 'public', query: gymGetQuerySchema, data: gymDetailSchema }),
  compareGyms: define({ method: 'GET', resource: 'gyms', action: 'compare', auth: 'public', query: gymCompareQuerySchema, data: gymCompareResultSchema }),
  listCities: define({ method: 'GET', resource: 'gyms', action: 'cities', auth: 'public', data: citiesResultSchema }),
  listReviews: define({ method: 'GET', resource: 'reviews', action: 'list', auth: 'public', query: reviewListQuerySchema, data: reviewListResultSchema }),
} as const;

export type EndpointName = keyof typeof endpoints;

/** The URL the SPA calls, relative to the API base: "/auth-otp.php?action=send-otp". */
export function endpointPath(e: Pick<Endpoint, 'resource' | 'action'>): string {
  return `/${e.resource}.php?action=${e.action}`;
}
