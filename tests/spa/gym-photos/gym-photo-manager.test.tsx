import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { gymPhotoMessages, MAX_GYM_PHOTOS, type GymPhoto } from '@contract/gyms/gym-photos';
import { uploadMessages } from '@contract/gyms/uploads';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildGymPhoto, buildOwnerGym, photoFile } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

function setUp(photos: GymPhoto[]) {
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym({ id: 'g1' })] }),
    mockEndpoint(endpoints.gymPhotos, { data: photos }),
    // The editor's verification and promo code sections share the page.
    mockEndpoint(endpoints.gymVerification, { data: { verified: false, verification: null } }),
    mockEndpoint(endpoints.listPromos, { data: [] }),
  );
  return renderApp({ route: paths.owner.gymProfile, session: { userType: 'gym_owner', user: { id: 'owner-1' } } });
}

const manager = async () => screen.findByRole('region', { name: 'Photos' });

describe('the owner’s gym photos (gym editor)', { timeout: 20_000 }, () => {
  it('shows the photos, the cover first and marked, and how many more fit', async () => {
    setUp([buildGymPhoto({ id: 'cover000000000000000000', isCover: true }), buildGymPhoto({ id: 'second00000000000000000' })]);
    const region = await manager();
    expect(await within(region).findByRole('img', { name: 'Photo 1, the cover' })).toHaveAttribute('src', '/uploads/cover000000000000000000-sm.webp');
    expect(within(region).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('loading', 'lazy');
    expect(within(region).getByText(/2 of 10 photos/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Make photo 1 the cover' })).not.toBeInTheDocument();
  });

  it('uploads each chosen photo as multipart (gymId, photo), skipping a refused file with its reason', async () => {
    setUp([]);
    const sent: FormData[] = [];
    const stored: GymPhoto[] = [];
    server.use(
      mockEndpoint(endpoints.gymPhotos, () => ({ data: stored })),
      mockEndpoint(endpoints.uploadGymPhoto, async ({ request }) => {
        sent.push(await request.formData());
        const photo = buildGymPhoto({ isCover: stored.length === 0 });
        stored.push(photo);
        return { status: 201, data: photo };
      }),
    );
    const region = await manager();
    expect(await within(region).findByText('No photos yet')).toBeInTheDocument();
    const picky = userEvent.setup({ applyAccept: false });
    await picky.upload(within(region).getByLabelText('Add photos'), [photoFile('front.jpg'), photoFile('empty.png', 'image/png', 0), photoFile('floor.webp', 'image/webp')]);
    expect(await screen.findByText('2 photos added')).toBeInTheDocument();
    expect(sent.map((form) => form.get('gymId'))).toEqual(['g1', 'g1']);
    expect(sent.map((form) => (form.get('photo') as Blob).size)).toEqual([2048, 2048]);
    expect(within(region).getByText(`empty.png: ${uploadMessages.empty}`)).toBeInTheDocument();
    expect(within(region).getAllByRole('img')).toHaveLength(2);
  });

  it('shows the server’s refusal for a file, by name', async () => {
    setUp([]);
    server.use(mockEndpoint(endpoints.uploadGymPhoto, { status: 415, message: uploadMessages.notImage }));
    const region = await manager();
    await userEvent.upload(within(region).getByLabelText('Add photos'), photoFile('fake.jpg'));
    expect(await within(region).findByText(`fake.jpg: ${uploadMessages.notImage}`)).toBeInTheDocument();
  });

  it('makes another photo the cover, and deletes one only after confirming', async () => {
    const cover = buildGymPhoto({ id: 'cover000000000000000000', isCover: true });
    const other = buildGymPhoto({ id: 'second00000000000000000' });
    const { user } = setUp([cover, other]);
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(endpoints.setGymCover, ({ body }) => (bodies.push(body), { data: [{ ...other, isCover: true }, { ...cover, isCover: false }] })),
      mockEndpoint(endpoints.deleteGymPhoto, ({ body }) => (bodies.push(body), { data: [{ ...other, isCover: true }] })),
    );
    const region = await manager();
    await user.click(await within(region).findByRole('button', { name: 'Make photo 2 the cover' }));
    expect(await screen.findByText('Cover photo updated')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Photo 1, the cover' })).toHaveAttribute('src', other.small);

    await user.click(within(region).getByRole('button', { name: 'Delete photo 2' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    expect(bodies).toEqual([
      { gymId: 'g1', photoId: other.id },
      { gymId: 'g1', photoId: cover.id },
    ]);
    expect(within(region).getAllByRole('img')).toHaveLength(1);
  });

  it(`stops at ${MAX_GYM_PHOTOS} photos`, async () => {
    setUp(Array.from({ length: MAX_GYM_PHOTOS }, (_, i) => buildGymPhoto({ isCover: i === 0 })));
    const region = await manager();
    expect(await within(region).findByText(`This gym has ${MAX_GYM_PHOTOS} photos. Delete one to add another.`)).toBeInTheDocument();
    expect(within(region).getByLabelText('Add photos')).toBeDisabled();
    expect(gymPhotoMessages.limit).toContain(String(MAX_GYM_PHOTOS));
  });
});
