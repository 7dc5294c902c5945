import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '@contract/routes';
import { trainerRoutes } from '@contract/gyms/trainer-routes';
import type { MyTrainerPlace } from '@contract/gyms/trainers';
import { callApi, dataOf } from '@/lib/api';

export const getMyPlaces = async (): Promise<MyTrainerPlace[]> => dataOf(await callApi<MyTrainerPlace[]>('GET', endpointPath(trainerRoutes.myTrainerPlaces)));

export const myPlacesQueryOptions = () => queryOptions({ queryKey: ['trainers', 'mine'], queryFn: getMyPlaces });

/** The signed-in trainer's applications and places, each with its gym's name and the owner's decision. */
export const useMyPlaces = () => useQuery(myPlacesQueryOptions());
