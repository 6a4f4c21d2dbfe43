/** 'mood modal after 5 minutes' of use (spec section 9). */
export const MOOD_DEFAULT_SECONDS = 5 * 60;
/** Overrides the threshold, in seconds of use (spec section 4: 'cookie override'). */
export const MOOD_THRESHOLD_COOKIE = 'mood_after_seconds';
/** Set once the user rated or closed the modal: it does not show again ('a cookie prevents reshowing'). */
export const MOOD_DONE_COOKIE = 'mood_rated';
/** How often the usage duration is saved (/e/set-usage-duration), in seconds of use. */
export const USAGE_SYNC_SECONDS = 30;

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The threshold from the cookie: a positive number of seconds, else the default. */
export function moodThresholdSeconds(cookie: string | null | undefined): number {
  const text = (cookie ?? '').trim();
  const seconds = text ? Number(text) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : MOOD_DEFAULT_SECONDS;
}

/** 3 or lower: thank and close ('Survey sent!'); 4 or 5: ask for a public review. */
export function ratingOutcome(rating: Rating): 'thanks' | 'review' {
  return rating <= 3 ? 'thanks' : 'review';
}

/**
 * The trust-review widget's link: the review form of the brand's registration site on Trustpilot
 * (the spec names a trust review but no address; the site's host name is the brand's identity there).
 */
export function reviewUrl(startSiteUrl: string): string {
  return `https://www.trustpilot.com/evaluate/${new URL(startSiteUrl).hostname}`;
}
