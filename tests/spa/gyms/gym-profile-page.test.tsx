import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import type { Busy } from '@contract/attendance/attendance';
import type { GymDetail } from '@contract/gyms/gyms';
import type { ReviewListResult } from '@contract/community/reviews';
import { GymProfilePage } from '@/features/gyms/components/gym-profile-page';
import { buildGymDetail, buildPlan, buildReview, buildReviewList, buildTrainer } from '@tests/mocks/gyms';
import { recordEndpoint, renderGyms } from './render-gyms';
import { fixDate } from '@tests/utils/clock';

// The fixtures' dates are this week's: the screens read them against today.
fixDate('2026-11-22T12:30:00Z');

const quietNow = { level: 'quiet', openCheckIns: 2, capacity: 20, at: '2026-11-22T12:30:00.000Z' } as const;

function renderProfile(gym: GymDetail, reviews: ReviewListResult = buildReviewList([]), busy: Busy = quietNow) {
  const gymQueries = recordEndpoint(endpoints.getGym, { data: gym });
  recordEndpoint(endpoints.gymBusy, { data: busy });
  const reviewQueries = recordEndpoint(endpoints.listReviews, { data: reviews });
  renderGyms(<GymProfilePage gymId={gym.id} />, { route: `/gym-profile/${gym.id}` });
  return { gymQueries, reviewQueries };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (scope: ReturnType<typeof section>, term: string) => scope.getByText(term).nextElementSibling;

describe('GymProfilePage', () => {
  it('shows every detail of the gym', async () => {
    const gym = buildGymDetail({
      id: 'gym_42',
      name: 'Iron Temple',
      address: '12, 80 Feet Road',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
      contactNumber: '+91 98765 43210',
      email: 'hello@irontemple.in',
      gymType: 'crossfit_box',
      category: 'budget',
      establishedYear: 2012,
      description: 'Open floor, heavy bags and a rig.',
      facilities: ['Cardio zone', 'Steam room'],
      amenities: ['lockers', 'towel_service', 'group_classes'],
      timings: 'Mon-Sat 6 AM - 10 PM',
      weeklyOff: 'sunday',
      openingTime: '06:00',
      closingTime: '22:30',
      trainers: [buildTrainer({ name: 'Ravi Kumar', experienceYears: 6, availability: 'Mornings, Mon-Fri', categories: ['Strength', 'Mobility'] })],
    });
    const { gymQueries } = renderProfile(gym);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iron Temple' })).toBeInTheDocument();
    expect(document.title).toBe('Iron Temple · Gymkhana');
    expect(gymQueries[0]?.get('id')).toBe('gym_42');

    const details = section('Details');
    expect(details.getByText('12, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(details.getByRole('link', { name: 'hello@irontemple.in' })).toHaveAttribute('href', 'mailto:hello@irontemple.in');
    expect(valueOf(details, 'Gym type')).toHaveTextContent('CrossFit Box');
    expect(valueOf(details, 'Category')).toHaveTextContent('Budget');
    expect(valueOf(details, 'Established')).toHaveTextContent('2012');

    expect(section('About').getByText('Open floor, heavy bags and a rig.')).toBeInTheDocument();
    expect(section('Facilities').getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cardio zone', 'Steam room']);
    expect(section('Amenities').getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lockers', 'Towel service', 'Group classes']);

    // The hours are stated once: the days and times, then the day off; no second or third version.
    const hours = section('Opening hours');
    expect(hours.getByText('Mon-Sat 6 AM - 10 PM')).toBeInTheDocument();
    expect(hours.getByText('Closed on Sunday')).toBeInTheDocument();
    expect(hours.queryByText(/Opening time|Closing time|Timings|Weekly off/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/6 AM|6:00/)).toHaveLength(1);

    const trainer = section('Trainers');
    expect(trainer.getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(trainer.getByText('6 years of experience')).toBeInTheDocument();
    expect(trainer.getByText('Mornings, Mon-Fri')).toBeInTheDocument();
    expect(trainer.getByText('Strength, Mobility')).toBeInTheDocument();
  });

  it('shows a stored mobile number grouped for reading, dials it as stored, and keeps each time on one line', async () => {
    const gym = buildGymDetail({
      contactNumber: '+917031852950',
      timings: 'Mon–Sat 6:00\u00A0AM – 10:00\u00A0PM',
      trainers: [buildTrainer({ availability: 'Mon–Sat, 6:00 AM – 11:00 AM' })],
    });
    renderProfile(gym);
    await screen.findByRole('heading', { level: 1 });
    expect(section('Details').getByRole('link', { name: '+91 70318 52950' })).toHaveAttribute('href', 'tel:+917031852950');
    expect(section('Opening hours').getByText(/^Mon–Sat/).textContent).toBe('Mon–Sat 6:00\u00A0AM – 10:00\u00A0PM');
    expect(section('Trainers').getByText(/^Mon–Sat/).textContent).toBe('Mon–Sat, 6:00\u00A0AM – 11:00\u00A0AM');
  });

  it('lists the price of each pass under its exact label, and links to booking and comparing', async () => {
    const gym = buildGymDetail({
      id: 'g7',
      plans: [
        buildPlan({ passType: 'yearly', pricePaise: 1200000 }),
        buildPlan({ passType: 'day', pricePaise: 25000 }),
        buildPlan({ passType: 'weekly', pricePaise: 100000 }),
        buildPlan({ passType: 'monthly', pricePaise: 180000 }),
        buildPlan({ passType: 'quarterly', pricePaise: 500000 }),
      ],
    });
    renderProfile(gym);
    await screen.findByRole('heading', { level: 1 });
    const prices = section('Passes and prices');
    const rows = prices.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'Day PassValid for 1 day₹250Book now',
      'Weekly PassValid for 7 days₹1,000Book now',
      'Monthly PassValid for 30 days₹1,800Book now',
      'Quarterly PlanValid for 90 days₹5,000Book now',
      'Yearly PassValid for 365 days₹12,000Book now',
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Book a pass' })) {
      expect(link).toHaveAttribute('href', '/member/gym-bookings?gymId=g7');
    }
    // Each pass books itself: the booking screen opens with that pass chosen.
    expect(prices.getByRole('link', { name: 'Book now: Monthly Pass' })).toHaveAttribute('href', '/member/gym-bookings?gymId=g7&pass=monthly');
    // Comparing starts from the gyms of the same city.
    const compare = new URL(screen.getByRole('link', { name: /compare/i }).getAttribute('href')!, 'http://x');
    expect(compare.pathname).toBe('/view-all-gyms');
    expect(Object.fromEntries(compare.searchParams)).toEqual({ q: gym.city, compare: 'g7' });
  });

  it('gets directions to the coordinates when the gym has them, else to its name and address', async () => {
    renderProfile(buildGymDetail({ id: 'g1', name: 'Iron Temple', latitude: 18.5362, longitude: 73.8937 }));
    await screen.findByRole('heading', { level: 1 });
    const link = section('Details').getByRole('link', { name: 'Get directions to Iron Temple (opens your maps app)' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=18.5362%2C73.8937');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('gets directions by address when there are no coordinates', async () => {
    renderProfile(buildGymDetail({ name: 'Iron Temple', address: '12, 80 Feet Road', area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' }));
    await screen.findByRole('heading', { level: 1 });
    const href = section('Details').getByRole('link', { name: /Get directions/ }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('destination')).toBe('Iron Temple, 12, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034');
  });

  it('keeps the lowest price and the way to the passes in a bar at the bottom of a phone', async () => {
    renderProfile(buildGymDetail({ plans: [buildPlan({ passType: 'monthly', pricePaise: 180000 }), buildPlan({ passType: 'day', pricePaise: 25000 })] }));
    await screen.findByRole('heading', { level: 1 });
    const choose = screen.getByRole('link', { name: 'Choose a pass' });
    expect(choose).toHaveAttribute('href', '#passes');
    const bar = choose.closest('.fixed')!;
    expect(bar).toHaveClass('sm:hidden');
    expect(bar).toHaveTextContent('From ₹250');
    expect(document.getElementById('passes')).toHaveAccessibleName('Passes and prices');
  });

  it('says so in the bar when a gym lists no prices yet', async () => {
    renderProfile(buildGymDetail({ plans: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Prices not listed yet')).toBeInTheDocument();
  });

  it('says how busy the gym is now from its open check-ins, and when that was measured', async () => {
    renderProfile(buildGymDetail({ id: 'gym_busy' }), buildReviewList([]), { ...quietNow, level: 'busy', openCheckIns: 18 });
    expect(await screen.findByText('Busy now')).toBeInTheDocument();
    expect(screen.getByText(/^as of /)).toBeInTheDocument();
  });

  it('says "Based on 1 review" for a single review', async () => {
    renderProfile(buildGymDetail(), buildReviewList([buildReview({ rating: 4 })]));
    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
  });

  it('says "Based on 5 reviews", shows the star distribution and lists reviews with owner replies', async () => {
    const reviews = [
      buildReview({ rating: 5, authorName: 'Anil', text: 'Great trainers.', reply: 'Thank you, Anil!' }),
      buildReview({ rating: 5, authorName: 'Bina', text: 'Spotless.' }),
      buildReview({ rating: 4, authorName: 'Chetan', text: 'Crowded at 7 PM.', reply: 'We added more racks.' }),
      buildReview({ rating: 3, authorName: 'Divya', text: 'Okay.' }),
      buildReview({ rating: 1, authorName: 'Esha', text: 'Noisy.' }),
    ];
    const gym = buildGymDetail({ id: 'g5' });
    const { reviewQueries } = renderProfile(gym, buildReviewList(reviews));
    expect(await screen.findByText('Based on 5 reviews')).toBeInTheDocument();
    expect(reviewQueries[0]?.get('gymId')).toBe('g5');

    const distribution = screen.getByRole('list', { name: 'Rating distribution' });
    expect(within(distribution).getByText('5 stars: 2 reviews')).toBeInTheDocument();
    expect(within(distribution).getByText('2 stars: 0 reviews')).toBeInTheDocument();
    expect(within(distribution).getByText('1 star: 1 review')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const anil = within(list).getByRole('heading', { name: 'Anil' }).closest('article')!;
    expect(anil).toHaveTextContent('Great trainers.');
    expect(anil).toHaveTextContent('Reply from the gymThank you, Anil!');
    const chetan = within(list).getByRole('heading', { name: 'Chetan' }).closest('article')!;
    expect(chetan).toHaveTextContent('We added more racks.');
    const bina = within(list).getByRole('heading', { name: 'Bina' }).closest('article')!;
    expect(bina).not.toHaveTextContent('Reply from the gym');
  });

  it('pages through the reviews', async () => {
    const gym = buildGymDetail({ id: 'g9' });
    const reviewQueries = recordEndpoint(endpoints.listReviews, ({ query }) => {
      const page = Number(query.get('page'));
      const review = buildReview({ authorName: `Reviewer on page ${page}` });
      return { data: buildReviewList([review], { count: 20 }, { page, pageSize: 12, total: 20 }) };
    });
    recordEndpoint(endpoints.getGym, { data: gym });
    recordEndpoint(endpoints.gymBusy, { data: quietNow });
    renderGyms(<GymProfilePage gymId="g9" />);
    expect(await screen.findByRole('heading', { name: 'Reviewer on page 1' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Reviewer on page 2' })).toBeInTheDocument();
    await waitFor(() => expect(reviewQueries.at(-1)?.get('page')).toBe('2'));
  });

  it('shows a clear "Not found" state with a way back to all gyms for an unknown gym', async () => {
    recordEndpoint(endpoints.getGym, { status: 404, message: 'Not found' });
    renderGyms(<GymProfilePage gymId="missing" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(document.title).toBe('Not found · Gymkhana');
    expect(screen.getByRole('link', { name: 'View all gyms' })).toHaveAttribute('href', '/view-all-gyms');
  });
});
