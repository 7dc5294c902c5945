import { describe, expect, it } from 'vitest';
import { signIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';

const server = useTestServer();

describe('400 answers name what to fix', () => {
  it('a library message is prefixed with its field', async () => {
    const res = await server.current.app.inject({ url: '/api/gyms.php?action=search&pageSize=1000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.stringMatching(/^pageSize: /), data: { fields: { pageSize: expect.any(String) } } });
  });

  it('an unknown key is reported under its own name, in the query string and in the body', async () => {
    const query = await server.current.app.inject({ url: '/api/gyms.php?action=search&owner=x' });
    expect(query.json()).toMatchObject({ message: 'Unknown field: owner', data: { fields: { owner: 'Unknown field: owner' } } });
    const body = await server.current.app.inject({
      method: 'POST',
      url: '/api/auth-otp.php?action=send-otp',
      payload: { mobile: '9876543210', userType: 'member', isAdmin: true },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().data.fields).toEqual({ isAdmin: 'Unknown field: isAdmin' });
  });

  it("the spec's own words are kept as they are", async () => {
    const res = await server.current.app.inject({
      method: 'POST',
      url: '/api/auth-otp.php?action=send-otp',
      payload: { mobile: '12345', userType: 'member' },
    });
    expect(res.json().message).toBe('Enter a valid Indian mobile number (10 digits starting with 6-9; +91 or 0 prefix allowed).');
  });
});

describe('odd input never reaches the database as a 500', () => {
  it.each([
    '/api/gyms.php?action=get&id=a%00b',
    '/api/gyms.php?action=compare&ids=a,b%00',
    '/api/reviews.php?action=list&gymId=%00',
  ])('answers a NUL character in %s with 400 naming the field', async (url) => {
    const res = await server.current.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', message: expect.stringMatching(/^(id|ids|gymId): /) });
  });

  it('answers a NUL character in a body field with 400 naming the field', async () => {
    const res = await server.current.app.inject({
      method: 'POST',
      url: '/api/auth-otp.php?action=verify-otp-login',
      payload: { mobile: '9876543210', otp: '12345\u0000', userType: 'member' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ otp: 'otp: contains a character that is not allowed' });
  });

  it('refuses unknown keys on calls that take no query or body', async () => {
    const cities = await server.current.app.inject({ url: '/api/gyms.php?action=cities&ownerId=x' });
    expect(cities.statusCode).toBe(400);
    expect(cities.json().message).toBe('Unknown field: ownerId');
    // Signed in: an anonymous call answers 401 before its body is looked at.
    const { headers } = await signIn(server.current.app, { userType: 'member' });
    const logout = await server.current.app.inject({ method: 'POST', url: '/api/auth-otp.php?action=logout', payload: { userId: 'x' }, headers });
    expect(logout.statusCode).toBe(400);
    expect(logout.json().message).toBe('Unknown field: userId');
  });
});
