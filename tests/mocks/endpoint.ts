import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoints';

const API = 'http://localhost/api';

type Reply<E extends Endpoint> =
  | { status?: 200 | 201; message?: string; data: z.input<E['data']> }
  | { status: number; message: string; data?: unknown; raw?: false }
  | { status: number; raw: true; body?: unknown };

/**
 * An msw handler for one contract endpoint, matched on path and ?action=.
 * The reply is typed from contract/: a success must carry the endpoint's data shape.
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  reply: Reply<E> | ((request: { body: unknown; query: URLSearchParams; request: StrictRequest<DefaultBodyType> }) => Reply<E> | Promise<Reply<E>>),
) {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`${API}/${endpoint.resource}.php`, async ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('action') !== endpoint.action) return undefined;
    const body = endpoint.method === 'POST' ? await request.clone().json().catch(() => null) : null;
    const r = typeof reply === 'function' ? await reply({ body, query: url.searchParams, request }) : reply;
    if ('raw' in r && r.raw) return HttpResponse.json(r.body ?? null, { status: r.status });
    const status = r.status ?? 200;
    const ok = status === 200 || status === 201;
    return HttpResponse.json(
      { status: ok ? 'Success' : 'Error', message: r.message ?? (ok ? 'OK' : 'Error'), data: r.data },
      { status },
    );
  });
}
