import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementWrite } from '@contract/community/announcements';
import { communityRoutes } from '@contract/community/community-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function listAnnouncements(gymId: string): Promise<Announcement[]> {
  return dataOf(await callApi<Announcement[]>('GET', endpointPath(communityRoutes.listAnnouncements), { gymId }));
}

export async function getAnnouncement(id: string): Promise<Announcement> {
  return dataOf(await callApi<Announcement>('GET', endpointPath(communityRoutes.getAnnouncement), { id }));
}

export type SavedAnnouncement = { announcement: Announcement; message: string };
type Save = { id: string | null; body: AnnouncementWrite };

/** A new one (no id) for the body's gym, or the whole of an existing one rewritten. */
export async function saveAnnouncement({ id, body }: Save): Promise<SavedAnnouncement> {
  const { gymId, ...rest } = body;
  const envelope = id
    ? await callApi<Announcement>('POST', endpointPath(communityRoutes.updateAnnouncement), { announcementId: id, ...rest })
    : await callApi<Announcement>('POST', endpointPath(communityRoutes.createAnnouncement), { gymId, ...rest });
  return { announcement: dataOf(envelope), message: envelope.message };
}

export async function deleteAnnouncement(announcementId: string): Promise<string> {
  return (await callApi<null>('POST', endpointPath(communityRoutes.deleteAnnouncement), { announcementId })).message;
}

export const announcementsQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: ['announcements', 'gym', gymId], queryFn: () => listAnnouncements(gymId) });
export const announcementQueryOptions = (id: string) => queryOptions({ queryKey: ['announcements', 'one', id], queryFn: () => getAnnouncement(id) });

export const useAnnouncements = (gymId: string) => useQuery(announcementsQueryOptions(gymId));
export const useAnnouncement = (id: string) => useQuery(announcementQueryOptions(id));

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAnnouncement, onSettled: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }) });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAnnouncement, onSettled: () => queryClient.invalidateQueries({ queryKey: ['announcements'] }) });
}
