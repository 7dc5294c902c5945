import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { compareGyms, createCityList, getGym } from '../gym-service';
import { defineRoute } from '../../../routes/define-route';

/** gyms.php: public discovery (search, profile, compare, cities). */
export async function gymsRoutes(app: FastifyInstance): Promise<void> {
  const cities = createCityList({ db: app.db, now: () => app.now() });

  defineRoute(app, endpoints.searchGyms, async ({ query }) => {
    const data = await app.gymSearch(query);
    return { message: data.total > 0 ? `${data.total} gyms found` : 'No gyms found.', data };
  });

  defineRoute(app, endpoints.getGym, async ({ query }) => ({ message: 'Gym loaded', data: await getGym(app.db, query.id) }));

  defineRoute(app, endpoints.compareGyms, async ({ query }) => ({
    message: 'Gyms compared',
    data: await compareGyms(app.db, query.ids),
  }));

  defineRoute(app, endpoints.listCities, async () => ({ message: 'Cities loaded', data: await cities() }));
}
