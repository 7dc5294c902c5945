// Photo upload rules shared by the server (which enforces them on the bytes) and the SPA (which checks early); no zod.

/** 5 MB: a phone photo fits; anything bigger is refused before it is decoded. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** What a file picker offers; the server decides by the bytes, never by this or the name. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Photos a gym may hold; the database enforces it too (positions 0 to MAX-1, unique per gym). */
export const MAX_GYM_PHOTOS = 10;
/** The multipart field that carries the file. */
export const PHOTO_FIELD = 'photo';

export const uploadMessages = {
  missing: 'Choose a photo to upload',
  empty: 'The photo is empty (0 bytes). Choose another photo.',
  tooLarge: 'The photo is larger than 5 MB. Choose a smaller photo.',
  notImage: 'The photo must be a JPEG, PNG or WebP image.',
  unreadable: 'The photo could not be read: the file is damaged or not a real image.',
  tooManyPixels: 'The photo has too many pixels (at most 50 megapixels).',
  oneFile: 'Send one photo at a time.',
} as const;

/** The same checks the server makes first, so a person hears at once (the server still decides by the bytes). */
export function photoFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > MAX_PHOTO_BYTES) return uploadMessages.tooLarge;
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return uploadMessages.notImage;
  return null;
}
