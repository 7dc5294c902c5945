// Read once at startup; zod stays out of the first load, so these checks are by hand.
const rawBase = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';

export const env = {
  apiBaseUrl: rawBase.replace(/\/+$/, '') || '/api',
} as const;
