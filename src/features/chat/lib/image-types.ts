/** The image types a chat message may carry (spec section 5); the file picker offers only these. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
