import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedItem } from '@contract/community/announcements';
import { communityRoutes } from '@contract/community/community-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getAnnouncementFeed(): Promise<FeedItem[]> {
  return dataOf(await callApi<FeedItem[]>('GET', endpointPath(communityRoutes.announcementFeed)));
}

// A scheduled announcement goes live on the server's clock: look again every minute while the dashboard is open.
export const announcementFeedQueryOptions = () =>
  queryOptions({ queryKey: ['announcements', 'feed'], queryFn: getAnnouncementFeed, refetchInterval: 60_000 });

export const useAnnouncementFeed = () => useQuery(announcementFeedQueryOptions());
