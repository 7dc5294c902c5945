import { describe, expect, it } from 'vitest';
import { feedSchema } from '@contract/community/announcements';
import { myTrainerPlacesSchema } from '@contract/gyms/trainers';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createTrainer } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

const get = (url: string, who?: SignedIn) => app().inject({ method: 'GET', url: `/api/${url}`, headers: who?.headers ?? {} });
const publish = (owner: SignedIn, gymId: string, title: string) =>
  app().inject({ method: 'POST', url: '/api/announcements.php?action=create', headers: owner.headers, payload: { gymId, title, message: 'See you on the floor.', priority: 'medium', publish: true } });

/** A trainer accepted at one gym and waiting at another. */
async function setting() {
  const trainer = await signIn(app(), { userType: 'trainer' });
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const accepted = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  const waiting = await createGym(db(), { ownerId: owner.user.id, name: 'Flex Studio' });
  await createTrainer(db(), { gymId: accepted.id, userId: trainer.user.id, status: 'accepted' });
  await createTrainer(db(), { gymId: waiting.id, userId: trainer.user.id, status: 'pending' });
  return { trainer, owner, accepted, waiting };
}

describe('the trainer area', () => {
  it('trainers.php?action=mine: the trainer’s applications and places with each gym and its decision; others refused', async () => {
    const { trainer, accepted, waiting } = await setting();
    const res = await get('trainers.php?action=mine', trainer);
    expect(res.statusCode).toBe(200);
    const places = myTrainerPlacesSchema.parse(res.json().data);
    expect(places.map((p) => [p.gymId, p.gymName, p.status]).sort()).toEqual(
      [
        [accepted.id, 'Iron Temple', 'accepted'],
        [waiting.id, 'Flex Studio', 'pending'],
      ].sort(),
    );
    const other = await signIn(app(), { userType: 'trainer' });
    expect((await get('trainers.php?action=mine', other)).json().data).toEqual([]);
    expect((await get('trainers.php?action=mine', await signIn(app(), { userType: 'member' }))).statusCode).toBe(403);
    expect((await get('trainers.php?action=mine')).statusCode).toBe(401);
  });

  it('announcements.php?action=trainer-feed: published announcements of the gyms that accepted the trainer only', async () => {
    const { trainer, owner, accepted, waiting } = await setting();
    await publish(owner, accepted.id, 'New rowers');
    await publish(owner, waiting.id, 'Not for applicants');
    const res = await get('announcements.php?action=trainer-feed', trainer);
    expect(res.statusCode).toBe(200);
    expect(feedSchema.parse(res.json().data).map((a) => [a.title, a.gymName])).toEqual([['New rowers', 'Iron Temple']]);
    expect((await get('announcements.php?action=trainer-feed', owner)).statusCode).toBe(403);
  });
});
