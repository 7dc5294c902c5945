import axios, { AxiosError, type AxiosResponse } from 'axios';
import type { Envelope } from '@contract/common';
import { env } from '@/config/env';
import { ApiError, apiHooks, messageOf } from './api-error';
import { currentLanguage } from './i18n';

// Kept importable from here for callers that already load axios.
export { ApiError, configureApiClient, errorMessage } from './api-error';

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
  const token = apiHooks().getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  // The server writes its messages and field errors in the language the person chose here.
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

export function toApiError(response: AxiosResponse): ApiError {
  const { status, data } = response;
  if (status === 401) apiHooks().onUnauthorized();
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

/**
 * POSTs a multipart form (a photo upload) and returns the envelope. The browser writes the
 * multipart boundary itself; `onProgress` gets 0–1 as the bytes leave, for slow phone connections.
 */
export async function uploadForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await apiClient.post<Envelope<T>>(path, form, {
    headers: { ...headers, 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
  });
  const envelope = response.data;
  if (envelope?.status === 'Error') throw new ApiError(envelope.message || 'Unexpected error', response.status, envelope);
  return envelope;
}
