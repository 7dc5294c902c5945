import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, endpointPath } from '@contract/endpoints';
import { apiClient, ApiError, callApi, errorMessage } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { makeSessionUser, resetSession } from '@tests/utils/session';

const API = 'http://localhost/api';
const cities = endpointPath(endpoints.listCities);

/** Answers the cities call with `response`, remembering the request it got. */
function answerCities(response: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(`${API}/gyms.php`, ({ request }) => {
      requests.push(request);
      return response();
    }),
  );
  return requests;
}

const ok = () => HttpResponse.json({ status: 'Success', message: 'OK', data: { cities: [] } });

const navigate = vi.fn();
beforeEach(() => {
  resetSession();
  navigate.mockReset();
  setNavigator(navigate);
});

describe('requests', () => {
  it('sends the bearer token when one is stored', async () => {
    useSessionStore.setState({ token: 'tok_abc', isLoggedIn: true });
    const requests = answerCities(ok);
    await callApi('GET', cities);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok_abc');
  });

  it('sends no Authorization header without a token', async () => {
    const requests = answerCities(ok);
    await callApi('GET', cities);
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON', async () => {
    let seen: { type: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${API}/auth-otp.php`, async ({ request }) => {
        seen = { type: request.headers.get('Content-Type'), body: await request.json() };
        return HttpResponse.json({ status: 'Success', message: 'OK', data: { resendAfter: 30, expiresIn: 300 } });
      }),
    );
    await callApi('POST', endpointPath(endpoints.sendOtp), { mobile: '9876543210', userType: 'member' });
    expect(seen?.type).toMatch(/^application\/json/);
    expect(seen?.body).toEqual({ mobile: '9876543210', userType: 'member' });
  });

  it('has no timeout by default', () => {
    expect(apiClient.defaults.timeout).toBe(0);
  });
});

describe('responses', () => {
  it.each([200, 201] as const)('accepts %i and returns the envelope', async (status) => {
    server.use(mockEndpoint(endpoints.listCities, { status, message: 'Here', data: { cities: [] } }));
    await expect(callApi('GET', cities)).resolves.toEqual({ status: 'Success', message: 'Here', data: { cities: [] } });
  });

  it.each([204, 202, 304])('treats %i as an error: Unexpected status code', async (status) => {
    answerCities(() => new HttpResponse(null, { status }));
    await expect(callApi('GET', cities)).rejects.toThrow(`Unexpected status code: ${status}`);
  });

  it('rejects with the server message and keeps the answer for field errors', async () => {
    server.use(
      mockEndpoint(endpoints.listCities, { status: 400, message: 'Pincode must be 6 digits', data: { fields: { pincode: 'Pincode must be 6 digits' } } }),
    );
    const error = await callApi('GET', cities).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Pincode must be 6 digits', status: 400 });
    expect((error as ApiError).fields).toEqual({ pincode: 'Pincode must be 6 digits' });
  });

  it.each([
    [400, 'Validation error'],
    [403, 'Access forbidden'],
    [404, 'Not found'],
    [408, 'Request timeout'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('falls back to the generic text for %i without a message', async (status, text) => {
    answerCities(() => HttpResponse.json(null, { status }));
    await expect(callApi('GET', cities)).rejects.toThrow(text);
  });

  it("rejects a 200 whose envelope says 'Error' with its message", async () => {
    answerCities(() => HttpResponse.json({ status: 'Error', message: 'Failed to search gyms' }));
    await expect(callApi('GET', cities)).rejects.toThrow('Failed to search gyms');
  });

  it('turns a network failure into the spec text', async () => {
    answerCities(() => HttpResponse.error());
    await expect(callApi('GET', cities)).rejects.toThrow('Network error. Please check your connection.');
  });
});

describe('401', () => {
  it('logs out, clears storage and redirects to sign-in', async () => {
    useSessionStore.setState({ token: 'tok_dead', userType: 'gym_owner', user: makeSessionUser('gym_owner'), isLoggedIn: true });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    server.use(mockEndpoint(endpoints.listCities, { status: 401, message: 'Unauthorized access' }));
    await expect(callApi('GET', cities)).rejects.toThrow('Unauthorized access');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, isLoggedIn: false, userType: 'member' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user-login', { replace: true });
  });

  it('uses the generic text when the 401 carries no message', async () => {
    answerCities(() => HttpResponse.json(null, { status: 401 }));
    await expect(callApi('GET', cities)).rejects.toThrow('Unauthorized access');
  });
});

describe('errorMessage', () => {
  it('shows a thrown error as its message', () => {
    expect(errorMessage(new ApiError('Failed to load bookings'))).toBe('Failed to load bookings');
  });

  it("reads a bare envelope's message", () => {
    expect(errorMessage({ status: 'Error', message: 'Booking failed. Please try again.' })).toBe('Booking failed. Please try again.');
  });

  it.each([undefined, null, 'text', {}, new Error('')])("falls back to 'Unexpected error' for %j", (value) => {
    expect(errorMessage(value)).toBe('Unexpected error');
  });
});
