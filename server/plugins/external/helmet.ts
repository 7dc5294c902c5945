import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * sonner (toasts) injects its stylesheet as one <style> element, first empty, then filled; these
 * allow exactly those two texts. A sonner upgrade changes the hash: tests/server/app.test.ts says so.
 */
export const SONNER_STYLE_HASHES = ["'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"];

/** Strict by design (DESIGN.md §5): no inline script or style, nothing third-party. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", ...SONNER_STYLE_HASHES],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
};

export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // The QR scanner reads the camera through getUserMedia on this origin only.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
