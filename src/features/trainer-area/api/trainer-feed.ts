import { useQuery } from '@tanstack/react-query';
import type { FeedItem } from '@contract/community/announcements';
import { communityRoutes } from '@contract/community/community-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export const getTrainerFeed = async (): Promise<FeedItem[]> => dataOf(await callApi<FeedItem[]>('GET', endpointPath(communityRoutes.trainerAnnouncementFeed)));

export const useTrainerFeed = () => useQuery({ queryKey: ['announcements', 'trainer-feed'], queryFn: getTrainerFeed });
