import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// Swagger UI injects one fixed inline style; allowing exactly it (on /api/docs only) beats 'unsafe-inline'.
export const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** The OpenAPI document, generated from contract/ through the routes' zod schemas, at /api/docs. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Gymkhana API',
          version: '1.0.0',
          description:
            'Every answer is the envelope {status, message, data}. Each path /api/{resource}.php/{action} is also reachable as /api/{resource}.php?action={action}, the form the app calls. Signed-in calls carry Authorization: Bearer <token>.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // validatorUrl null: the UI would otherwise load a badge from a third-party origin the CSP refuses.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      transformStaticCSP: (header) => header.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLE_HASH}`),
    });
  },
  { name: 'swagger' },
);
