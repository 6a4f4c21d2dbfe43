import { useTranslation } from '@/lib/i18n';
import { answerLabel, type Vote, type VoteOutcome } from '../lib/ranking';
import { castVote } from '../lib/vote-store';
import { TEXT_BUTTON } from './styles';

/**
 * The blind vote: which answer is better (best of three), a tie, or all bad. The names show once it is
 * cast; the vote stays on this device for this user.
 */
export function BlindVote({
  count,
  vote,
  onVoteModels,
  questionId,
  userId,
}: {
  count: number;
  vote: Vote | undefined;
  /** The models in the order they are labelled (read when the vote is cast). */
  onVoteModels: () => string[];
  questionId: string;
  userId: string;
}) {
  const { t } = useTranslation('compare');
  const letters = Array.from({ length: count }, (_, index) => answerLabel(index));
  const outcomes: VoteOutcome[] = [...(letters as VoteOutcome[]), 'tie', 'bad'];
  const text = (outcome: VoteOutcome) =>
    outcome === 'tie'
      ? t('vote.tie')
      : outcome === 'bad'
        ? t(count > 2 ? 'vote.all_bad' : 'vote.both_bad')
        : t(count > 2 ? 'vote.best' : 'vote.better', { letter: outcome });
  if (vote)
    return (
      <p role="status" className="text-sm text-ink">
        {t('vote.cast', { choice: text(vote.outcome) })}
      </p>
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-1 text-sm">
      <legend className="sr-only">{t('vote.legend')}</legend>
      <span className="mr-1 text-ink-muted" aria-hidden>
        {t('vote.legend')}
      </span>
      {outcomes.map((outcome) => (
        <button
          key={outcome}
          type="button"
          className={`${TEXT_BUTTON} border border-line`}
          disabled={!userId}
          onClick={() => castVote(userId, { questionId, at: Date.now(), models: onVoteModels(), outcome })}
        >
          {text(outcome)}
        </button>
      ))}
    </fieldset>
  );
}
