import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import type { StaffPlace } from '@contract/gyms/staff';
import { staffRoutes } from '@contract/gyms/staff-routes';
import { apiRoutes, endpointPath } from '@contract/routes';
import { ApiError, callApi } from '@/lib/api';
import { useSessionStore } from '@/stores/session-store';

export async function listOwnerGyms(): Promise<OwnerGym[]> {
  const envelope = await callApi<OwnerGym[]>('GET', endpointPath(apiRoutes.myGyms));
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data;
}

/** Every owner screen reads the same list; invalidate ['owner', 'gyms'] after adding or changing a gym. */
export const ownerGymsQueryOptions = () => queryOptions({ queryKey: ['owner', 'gyms'], queryFn: listOwnerGyms });

async function listStaffPlaces(): Promise<StaffPlace[]> {
  const envelope = await callApi<{ items: StaffPlace[] }>('GET', endpointPath(staffRoutes.myStaffPlaces));
  if (!envelope.data) throw new ApiError('Unexpected error');
  return envelope.data.items;
}

/** A staff session's gyms and its role at each (issue 38). */
export const staffPlacesQueryOptions = () => queryOptions({ queryKey: ['staff', 'places'], queryFn: listStaffPlaces });

/** The gyms the signed-in person runs: an owner's own, or the ones a staff member works at, so owner screens serve both. */
export function useOwnerGyms() {
  const staff = useSessionStore((s) => s.userType === 'staff');
  const owned = useQuery({ ...ownerGymsQueryOptions(), enabled: !staff });
  const worked = useQuery({ ...staffPlacesQueryOptions(), enabled: staff, select: (places) => places.map((place) => place.gym) });
  return staff ? worked : owned;
}

// The chosen gym survives reloads, per owner, so two owners on one device do not share it.
const storageKey = (userId: string) => `gymkhana.currentGym.${userId}`;
const listeners = new Set<() => void>();

function readChoice(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function writeChoice(userId: string, gymId: string): void {
  try {
    localStorage.setItem(storageKey(userId), gymId);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The gym every owner screen works on: the remembered choice while it is still one of the owner's
 * gyms, else the first active one (the list comes active-first). `gym` is undefined while loading
 * and when the owner has no gym yet.
 */
export function useCurrentGym() {
  const userId = useSessionStore((s) => s.user?.id ?? 'anonymous');
  const query = useOwnerGyms();
  // The server (a screen's placeholder, drawn at build time) knows no choice; the client draws over it, never hydrates it.
  const chosen = useSyncExternalStore(subscribe, () => readChoice(userId), () => null);
  const gyms = query.data ?? [];
  const gym = gyms.find((g) => g.id === chosen) ?? gyms[0];
  return { ...query, gyms, gym, setGymId: (gymId: string) => writeChoice(userId, gymId) };
}
