import type { TFunction } from 'i18next';

// The server sends amenity and facility codes as free strings: an unknown one shows as sent.
export const amenityLabel = (t: TFunction, code: string): string => t(`gyms.amenities.${code}`, { defaultValue: code });
export const typeLabel = (t: TFunction, code: string): string => t(`gyms.types.${code}`, { defaultValue: code });
export const categoryLabel = (t: TFunction, code: string): string => t(`gyms.categories.${code}`, { defaultValue: code });
export const passLabel = (t: TFunction, code: string): string => t(`gyms.passes.${code}`, { defaultValue: code });
export const weeklyOffLabel = (t: TFunction, code: string): string => t(`gyms.weekdays.${code}`, { defaultValue: code });
