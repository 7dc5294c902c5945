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

/** Razorpay Checkout: its script, and the frames it opens; allowed only when PAYMENT_PROVIDER=razorpay. */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';

export function cspDirectives(paymentProvider: 'test' | 'razorpay') {
  if (paymentProvider !== 'razorpay') return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, RAZORPAY_CHECKOUT_ORIGIN],
    frameSrc: [RAZORPAY_CHECKOUT_ORIGIN, RAZORPAY_API_ORIGIN],
  };
}

export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config.PAYMENT_PROVIDER) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // The QR scanner reads the camera through getUserMedia on this origin only.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
