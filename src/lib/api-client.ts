import axios, { AxiosError, type AxiosResponse } from 'axios';
import type { Envelope, FieldErrors } from '@contract/common';
import { env } from '@/config/env';

/** What every failed call rejects with: the message a person reads, plus the server's data. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get fields(): FieldErrors {
    const data = this.data as { data?: { fields?: FieldErrors } } | undefined;
    return data?.data?.fields ?? {};
  }
}

const ACCEPTED = new Set([200, 201]);
const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'Validation error',
  401: 'Unauthorized access',
  403: 'Access forbidden',
  404: 'Not found',
  408: 'Request timeout',
  500: 'Server error. Please try again later.',
  502: 'Server error. Please try again later.',
  503: 'Server error. Please try again later.',
};

type Hooks = { getToken: () => string | null; onUnauthorized: () => void };
let hooks: Hooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The session store plugs in here, so this module never imports it (no cycle). */
export function configureApiClient(next: Hooks): void {
  hooks = next;
}

/** Query strings the server reads: arrays as comma lists, empty values left out. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  return search.toString();
}

/** The one axios instance: JSON, bearer token, 200/201 only, 401 → logout. */
export const apiClient = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: 0,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  paramsSerializer: { serialize: serializeParams },
  // Every status reaches the interceptors, which alone decide what counts as success.
  validateStatus: () => true,
});

apiClient.interceptors.request.use((config) => {
  const token = hooks.getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function messageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message || null;
  }
  return null;
}

export function toApiError(response: AxiosResponse): ApiError {
  const { status, data } = response;
  if (status === 401) hooks.onUnauthorized();
  if (status >= 400) {
    return new ApiError(messageOf(data) ?? FALLBACK_BY_STATUS[status] ?? `Unexpected status code: ${status}`, status, data);
  }
  return new ApiError(`Unexpected status code: ${status}`, status, data);
}

apiClient.interceptors.response.use(
  (response) => (ACCEPTED.has(response.status) ? response : Promise.reject(toApiError(response))),
  (error: unknown) => {
    if (error instanceof ApiError) return Promise.reject(error);
    if (error instanceof AxiosError) {
      if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
        return Promise.reject(new ApiError('Request timeout'));
      }
      if (!error.response) return Promise.reject(new ApiError('Network error. Please check your connection.'));
    }
    return Promise.reject(new ApiError(error instanceof Error && error.message ? error.message : 'Unexpected error'));
  },
);

/** The message to show for anything a call threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messageOf(error) ?? 'Unexpected error';
}

/** GET/POST an action and return the envelope's data; an envelope with status 'Error' is an error too. */
export async function callApi<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await apiClient.request<Envelope<T>>(
    method === 'GET' ? { method, url: path, params: payload, headers } : { method, url: path, data: payload ?? {}, headers },
  );
  const envelope = response.data;
  if (envelope?.status === 'Error') throw new ApiError(envelope.message || 'Unexpected error', response.status, envelope);
  return envelope;
}
