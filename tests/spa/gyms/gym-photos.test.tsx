import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { GymCard } from '@/features/gyms/components/gym-card';
import { GymProfilePage } from '@/features/gyms/components/gym-profile-page';
import { mockEndpoint } from '@tests/mocks/endpoint';
import { buildGymDetail, buildGymSummary } from '@tests/mocks/gyms';
import { server } from '@tests/mocks/server';
import { buildGymPhoto } from '@tests/mocks/trainers';
import { renderGyms } from './render-gyms';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-22T12:30:00Z');

const reviews = { summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] }, reviews: { items: [], page: 1, pageSize: 5, total: 0, totalPages: 0 } };

function renderProfile(photos = [buildGymPhoto({ isCover: true }), buildGymPhoto(), buildGymPhoto()]) {
  server.use(
    mockEndpoint(endpoints.getGym, { data: buildGymDetail({ id: 'g1', name: 'Iron Temple', gymType: 'yoga_studio', photos }) }),
    mockEndpoint(endpoints.listReviews, { data: reviews }),
    mockEndpoint(endpoints.gymBusy, { data: { level: 'quiet', openCheckIns: 0, capacity: 20, at: '2026-11-22T12:30:00.000Z' } }),
  );
  renderGyms(<GymProfilePage gymId="g1" />);
  return photos;
}

describe('gym covers on cards', () => {
  it('shows the cover photo, lazy, sized, with both widths to choose from', () => {
    renderGyms(<GymCard gym={buildGymSummary({ coverPhoto: { small: '/uploads/a-sm.webp', large: '/uploads/a-lg.webp' } })} />);
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/a-sm.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/a-sm.webp 800w, /uploads/a-lg.webp 1600w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
  });

  it('shows the illustration of the gym’s type when it has no photo (never a fake photograph)', () => {
    renderGyms(<GymCard gym={buildGymSummary({ gymType: 'martial_arts', coverPhoto: null })} />);
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img).toHaveAttribute('src', '/covers/martial_arts.svg');
    expect(img).not.toHaveAttribute('srcset');
  });
});

describe('the profile gallery', () => {
  it('shows the photos in boxes sized before they load; only the first loads with the page', async () => {
    const photos = renderProfile();
    const gallery = await screen.findByRole('region', { name: 'Photos of Iron Temple' });
    const images = gallery.querySelectorAll('figure img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('src', photos[0]!.large);
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[1]).toHaveAttribute('width', '1600');
    expect(images[1]).toHaveAttribute('height', '1067');
    expect(within(gallery).getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys, the buttons and the thumbnails', async () => {
    renderProfile();
    const gallery = await screen.findByRole('region', { name: 'Photos of Iron Temple' });
    const track = within(gallery).getByLabelText('Use the arrow keys to move between photos.');
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(within(gallery).getByText('Photo 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(track, { key: 'End' });
    expect(within(gallery).getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByText('Photo 2 of 3')).toBeInTheDocument();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show photo 1' }));
    expect(within(gallery).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('without photos, opens on the illustration of the gym’s type', async () => {
    renderProfile([]);
    await screen.findByRole('heading', { level: 1, name: 'Iron Temple' });
    expect(screen.queryByRole('region', { name: 'Photos of Iron Temple' })).not.toBeInTheDocument();
    expect(document.querySelector('img[src="/covers/yoga_studio.svg"]')).toBeInTheDocument();
  });
});
