/** Spec section 9: generated videos are deleted 3 hours after creation. */
export const VIDEO_LIFETIME_MS = 3 * 60 * 60 * 1000;

/** Milliseconds a video has left (0 when gone, or when its creation time cannot be read). */
export function timeLeft(dateCreated: string | null | undefined, now: number): number {
  const created = Date.parse(dateCreated ?? '');
  if (Number.isNaN(created)) return 0;
  return Math.max(0, created + VIDEO_LIFETIME_MS - now);
}

/** Whole hours and minutes left, minutes rounded up so '0 min' never shows for a video still there. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
