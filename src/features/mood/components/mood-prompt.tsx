import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { useAuthContext } from '@/features/auth';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useSetMoodRatingMutation } from '../api/set-mood-rating';
import { useUsageClock } from '../hooks/use-usage-clock';
import {
  MOOD_DONE_COOKIE,
  MOOD_THRESHOLD_COOKIE,
  moodThresholdSeconds,
  ratingOutcome,
  type Rating,
} from '../lib/mood-rules';

// The dialogs (and the dialog library) are fetched only when one opens: most visits never see them.
const MoodDialog = lazy(() => import('./mood-dialog').then((module) => ({ default: module.MoodDialog })));
const ReviewDialog = lazy(() =>
  import('./review-dialog').then((module) => ({ default: module.ReviewDialog })),
);

/** How long the done cookie keeps the modal away. */
const DONE_COOKIE_DAYS = 365;

/**
 * The mood rating after the usage threshold (spec section 4 'Usage and mood'): 1–3 closes with
 * 'Survey sent!', 4–5 opens the review widget. Rating or closing sets the cookie that keeps it away.
 */
export function MoodPrompt() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuthContext();
  const email = isAuthenticated ? (user?.email ?? null) : null;
  const [threshold] = useState(() => moodThresholdSeconds(readCookie(MOOD_THRESHOLD_COOKIE)));
  const [done, setDone] = useState(() => readCookie(MOOD_DONE_COOKIE) !== null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const { reached } = useUsageClock(email, threshold);
  const rating = useSetMoodRatingMutation();

  const finish = () => {
    writeCookie(MOOD_DONE_COOKIE, '1', { days: DONE_COOKIE_DAYS });
    setDone(true);
  };

  const rate = (value: Rating) => {
    if (!email) return;
    rating.mutate(
      { email, rating: value },
      {
        onSuccess: () => {
          finish();
          if (ratingOutcome(value) === 'review') setReviewOpen(true);
          else showToast({ message: t('mood.survey_sent'), kind: 'success' });
        },
        onError: () => showToast({ message: t('mood.send_failed'), kind: 'error' }),
      },
    );
  };

  const open = Boolean(email) && reached && !done;
  // Once fetched, the dialogs stay mounted so that closing animates and hands focus back.
  const [wanted, setWanted] = useState(false);
  if ((open || reviewOpen) && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MoodDialog open={open} pending={rating.isPending} onRate={rate} onClose={finish} />
      <ReviewDialog open={reviewOpen} onClose={() => setReviewOpen(false)} />
    </Suspense>
  );
}
