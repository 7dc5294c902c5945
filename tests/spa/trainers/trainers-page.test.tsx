import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@contract/common';
import { endpoints } from '@contract/endpoints';
import { uploadMessages } from '@contract/gyms/uploads';
import { paths } from '@/config/paths';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { server } from '@tests/mocks/server';
import { buildOwnerGym, buildTrainerRecord, photoFile } from '@tests/mocks/trainers';
import { renderApp } from '@tests/utils/render-app';

const owner = { userType: 'gym_owner' as const, user: { id: 'owner-1' } };

function setUp({ trainers = [buildTrainerRecord()], applications = [] as ReturnType<typeof buildTrainerRecord>[] } = {}) {
  server.use(
    mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }),
    mockEndpoint(endpoints.listTrainers, { data: trainers }),
    mockEndpoint(endpoints.trainerApplications, { data: applications }),
  );
  return renderApp({ route: paths.owner.trainers, session: owner });
}

/** Records the JSON bodies a POST endpoint receives and answers each with `reply`. */
function recordPosts<E extends (typeof endpoints)[keyof typeof endpoints]>(endpoint: E, reply: Parameters<typeof mockEndpoint<E>>[1]) {
  const bodies: unknown[] = [];
  server.use(
    mockEndpoint(endpoint, async (req) => {
      bodies.push(req.body);
      return typeof reply === 'function' ? reply(req) : reply;
    }),
  );
  return bodies;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

// Lazy screens and dialogs with several fields: a cold start on two busy cores takes more than 5 s.
describe('/gym_owner/trainers', { timeout: 20_000 }, () => {
  it('lists the gym’s trainers with what members read on the profile', async () => {
    setUp({ trainers: [buildTrainerRecord({ name: 'Kavya Nair', experienceYears: 1, categories: ['Zumba'], photoUrl: '/uploads/abc.webp' })] });
    const card = (await screen.findByRole('heading', { name: 'Kavya Nair' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('1 year of experience')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Zumba')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('img', { name: 'Photo of Kavya Nair' })).toHaveAttribute('src', '/uploads/abc.webp');
    expect(screen.queryByRole('heading', { name: /Applications/ })).not.toBeInTheDocument();
  });

  it('says "Failed to load trainers" and tries again', async () => {
    server.use(mockEndpoint(endpoints.myGyms, { data: [buildOwnerGym()] }), mockEndpoint(endpoints.trainerApplications, { data: [] }));
    server.use(mockEndpoint(endpoints.listTrainers, { status: 500, message: 'Server error. Please try again later.' }));
    const { user } = renderApp({ route: paths.owner.trainers, session: owner });
    expect(await screen.findByText('Failed to load trainers')).toBeInTheDocument();
    server.use(mockEndpoint(endpoints.listTrainers, { data: [buildTrainerRecord({ name: 'Back Again' })] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('adds a trainer: the spec’s message for a missing name or experience, then "Trainer added" and the photo as multipart', async () => {
    const { user } = setUp({ trainers: [] });
    const created = recordPosts(endpoints.createTrainer, { status: 201, data: buildTrainerRecord({ id: 't-new', name: 'Meera Joshi' }) });
    const uploads: FormData[] = [];
    server.use(
      mockEndpoint(endpoints.trainerPhoto, async ({ request }) => {
        uploads.push(await request.formData());
        return { data: buildTrainerRecord({ id: 't-new', photoUrl: '/uploads/x.webp' }) };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a trainer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));
    expect(within(dialog).getAllByText(messages.trainerRequired)).toHaveLength(2);
    expect(created).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Meera Joshi');
    await user.type(within(dialog).getByLabelText('Experience (years)'), '7');
    await user.type(within(dialog).getByLabelText('Specialities'), 'Strength, Yoga, Strength');
    await user.upload(within(dialog).getByLabelText('Choose photo'), photoFile('meera.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));

    expect(await screen.findByText('Trainer added')).toBeInTheDocument();
    expect(created).toEqual([{ gymId: 'g1', name: 'Meera Joshi', experienceYears: 7, availability: '', categories: ['Strength', 'Yoga'], facilities: [] }]);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.get('trainerId')).toBe('t-new');
    // jsdom's XHR loses the file name on the way to msw; the bytes arrive in the photo field.
    expect((uploads[0]!.get('photo') as Blob).size).toBe(2048);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Failed to add trainer" with the server’s reason, and keeps the form', async () => {
    const { user } = setUp({ trainers: [] });
    server.use(mockEndpoint(endpoints.createTrainer, { status: 400, message: 'Must be at most 60 characters', data: { fields: { name: 'Must be at most 60 characters' } } }));
    await user.click(await screen.findByRole('button', { name: 'Add trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a trainer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Meera');
    await user.type(within(dialog).getByLabelText('Experience (years)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));
    expect(await screen.findByText('Failed to add trainer')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at most 60 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Meera');
  });

  it('refuses a photo that is too big or not JPEG/PNG/WebP before sending anything', async () => {
    const { user } = setUp({ trainers: [] });
    const picky = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Add trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a trainer' });
    await picky.upload(within(dialog).getByLabelText('Choose photo'), photoFile('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(within(dialog).getByText(uploadMessages.tooLarge)).toBeInTheDocument();
    await picky.upload(within(dialog).getByLabelText('Choose photo'), photoFile('logo.svg', 'image/svg+xml'));
    expect(within(dialog).getByText(uploadMessages.notImage)).toBeInTheDocument();
    await picky.upload(within(dialog).getByLabelText('Choose photo'), photoFile('empty.jpg', 'image/jpeg', 0));
    expect(within(dialog).getByText(uploadMessages.empty)).toBeInTheDocument();
  });

  it('edits only the fields that changed: "Trainer updated"', async () => {
    const { user } = setUp({ trainers: [buildTrainerRecord({ id: 't1', name: 'Ravi Kumar', experienceYears: 6 })] });
    const updated = recordPosts(endpoints.updateTrainer, { data: buildTrainerRecord({ id: 't1', experienceYears: 8 }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ravi Kumar' });
    const experience = within(dialog).getByLabelText('Experience (years)');
    await user.clear(experience);
    await user.type(experience, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Trainer updated')).toBeInTheDocument();
    expect(updated).toEqual([{ trainerId: 't1', experienceYears: 8 }]);
  });

  it('deletes only after the confirmation: "Trainer deleted", or "Failed to delete trainer"', async () => {
    const { user } = setUp({ trainers: [buildTrainerRecord({ id: 't1', name: 'Ravi Kumar' })] });
    const deleted = recordPosts(endpoints.deleteTrainer, { data: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Ravi Kumar?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Ravi Kumar?' })).getByRole('button', { name: 'Delete trainer' }));
    expect(await screen.findByText('Trainer deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ trainerId: 't1' }]);

    server.use(mockEndpoint(endpoints.deleteTrainer, { status: 404, message: 'Trainer not found' }));
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Ravi Kumar?' })).getByRole('button', { name: 'Delete trainer' }));
    expect(await screen.findByText('Failed to delete trainer')).toBeInTheDocument();
  });

  it('shows applications to accept, and declines only after confirming', async () => {
    const application = buildTrainerRecord({ id: 'a1', name: 'Arjun Rao', status: 'pending', mobile: '+919812300000' });
    const { user } = setUp({ trainers: [], applications: [application, buildTrainerRecord({ id: 'a2', name: 'Divya S', status: 'pending' })] });
    const decided = recordPosts(endpoints.decideTrainer, { data: { ...application, status: 'accepted' } });
    const section = await screen.findByRole('region', { name: /Applications/ });
    expect(within(section).getByRole('link', { name: '+91 98123 00000' })).toHaveAttribute('href', 'tel:+919812300000');
    await user.click(within(section).getByRole('button', { name: 'Accept Arjun Rao' }));
    expect(await screen.findByText('Arjun Rao is now on your team')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Decline Divya S' }));
    await user.click(within(screen.getByRole('dialog', { name: "Decline Divya S's application?" })).getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByText('Application declined')).toBeInTheDocument();
    expect(decided).toEqual([
      { trainerId: 'a1', decision: 'accept' },
      { trainerId: 'a2', decision: 'decline' },
    ]);
  });
});
