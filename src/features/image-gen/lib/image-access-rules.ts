/**
 * 'invalid' (any case) means no image generation for this user now (spec sections 4 and 7): the
 * access answer and the generator's own answer say it alike.
 */
export const isInvalidAccess = (answer: { status?: string | null } | undefined) =>
  (answer?.status ?? '').trim().toLowerCase() === 'invalid';
