import fp from 'fastify-plugin';
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

/** The camera (QR scanner) on our own origin only; nothing else a page could ask the browser for. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(self), usb=()';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The headers helmet puts on every answer, for the answers written before any hook runs (a URL
 * the router cannot decode, a request Node refuses to parse). tests/server/hostile-input.test.ts
 * checks they match helmet's own. These answers are JSON errors: the strict CSP, without the
 * payment gateway's additions, is the right one for them whatever PAYMENT_PROVIDER says.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};

export const helmetPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config.PAYMENT_PROVIDER) },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      // The QR scanner reads the camera through getUserMedia on this origin only.
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'helmet', dependencies: ['context'] },
);
