import type { Envelope } from '@contract/common';
import { ApiError } from '@/lib/api';

/** A successful read without data is a broken answer, not an empty one. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.data === undefined || envelope.data === null) throw new ApiError('Unexpected error');
  return envelope.data;
}
