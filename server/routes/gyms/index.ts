import type { FastifyInstance } from 'fastify';
import { endpoints } from '@contract/endpoints';
import { createGymSearch } from '../../services/gym-search-service';
import { compareGyms, createCityList, getGym } from '../../services/gym-service';
import { defineRoute } from '../define-route';

/** gyms.php: public discovery (search, profile, compare, cities). */
export async function gymsRoutes(app: FastifyInstance): Promise<void> {
  const cities = createCityList({ db: app.db, now: () => app.now() });
  const searchGyms = createGymSearch(app.db);

  defineRoute(app, endpoints.searchGyms, async ({ query }) => {
    const data = await searchGyms(query);
    return { message: data.total > 0 ? `${data.total} gyms found` : 'No gyms found.', data };
  });

  defineRoute(app, endpoints.getGym, async ({ query }) => ({ message: 'Gym loaded', data: await getGym(app.db, query.id) }));

  defineRoute(app, endpoints.compareGyms, async ({ query }) => ({
    message: 'Gyms compared',
    data: await compareGyms(app.db, query.ids),
  }));

  defineRoute(app, endpoints.listCities, async () => ({ message: 'Cities loaded', data: await cities() }));
}
