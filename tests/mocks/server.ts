import { setupServer } from 'msw/node';

// No default handlers: each test says which calls it expects, so an unexpected call fails loudly.
export const server = setupServer();
