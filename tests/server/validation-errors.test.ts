import { describe, expect, it } from 'vitest';
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
