import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from '@server/plugins/app/auth';
import { gymSearchPlugin } from '@server/plugins/app/gym-search';
import { servicesPlugin } from '@server/domains/services';

// Each plugin names what it reads (fastify-plugin's dependencies): registered too early, the app refuses to start
// instead of failing on the first request that reaches an undefined decorator.
describe('the app plugins', () => {
  it.each([
    ['services', servicesPlugin, "'payments'"],
    ['auth', authPlugin, "'services'"],
    ['gym-search', gymSearchPlugin, "'context'"],
  ])('%s refuses to start without the plugins it needs', async (_name, plugin, missing) => {
    const app = Fastify();
    await expect(app.register(plugin)).rejects.toThrow(missing);
    await app.close();
  });
});
