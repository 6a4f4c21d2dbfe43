import { memo, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { StopIcon } from '@/components/ui/action-icons';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { MessageMarkdown, ReadAloudButton, useMessage } from '@/features/chat';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import type { Message } from '@/lib/schemas/message';
import { ICON_BUTTON, TEXT_BUTTON } from './styles';

export type AnswerState = 'writing' | 'error' | 'stopped' | 'unfinished' | 'done';

export function answerState(message: Message | undefined): AnswerState {
  if (!message || message.submitting) return 'writing';
  if (message.error) return 'error';
  if (message.cancelled) return 'stopped';
  if (message.unfinished) return 'unfinished';
  return 'done';
}

export interface AnswerPaneProps {
  slot: number;
  /** The model's name, or 'Answer A' in blind mode. */
  label: string;
  /** Blind mode: the label is the answer's whole name. */
  blind?: boolean;
  /** Stops this answer alone; undefined when no stream of this tab writes it. */
  onStop?: () => void;
  /** Stop closes the stream here only (another answer holds the endpoint's abort entry, docs/api.md). */
  closesHereOnly: boolean;
  /** 'Continue with this answer'; undefined hides it (blind mode before the vote). */
  onContinue?: (message: Message) => void;
  /** The pane's own scroll box, focusable: the arrow keys move between the answers. */
  scrollRef?: Ref<HTMLDivElement>;
  index: number;
  className?: string;
  id?: string;
  labelledBy?: string;
}

/** One answer of a comparison: its name and state, its own scroll, Stop, Copy, Read aloud, Continue. */
export const AnswerPane = memo(function AnswerPane({
  slot,
  label,
  blind = false,
  onStop,
  closesHereOnly,
  onContinue,
  scrollRef,
  index,
  className = '',
  id,
  labelledBy,
}: AnswerPaneProps) {
  const { t } = useTranslation('compare');
  const message = useMessage(slot);
  const [copied, copy] = useCopyFeedback();
  const state = answerState(message);
  const text = message?.text ?? '';
  const stateText = t(`state.${state}`);
  return (
    <section
      id={id}
      role={labelledBy ? 'tabpanel' : 'region'}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : blind ? label : t('answer_region', { name: label })}
      aria-busy={state === 'writing'}
      data-answer-pane=""
      className={`flex min-h-0 min-w-0 flex-col rounded-xl border border-line bg-surface ${className}`}
    >
      <header className="flex flex-wrap items-center gap-1 border-b border-line px-3 py-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{label}</h2>
        <span className="text-xs text-ink-muted" data-answer-state={state}>
          {stateText}
        </span>
        {state === 'writing' && onStop ? (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('stop', { name: label })}
            title={t('stop', { name: label })}
            onClick={onStop}
          >
            <StopIcon width={16} height={16} />
          </button>
        ) : null}
        {text && state !== 'error' ? (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={copied ? t('translation:chat.actions.copied') : t('copy', { name: label })}
            title={copied ? t('translation:chat.actions.copied') : t('copy', { name: label })}
            onClick={() => copy(text)}
          >
            {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
          </button>
        ) : null}
        {text && state !== 'error' && state !== 'writing' && message ? (
          <ReadAloudButton id={message.messageId} text={text} className={ICON_BUTTON} />
        ) : null}
      </header>
      <div
        ref={scrollRef}
        // Its own scroll, so it must be reachable with the keyboard (axe: scrollable-region-focusable);
        // the arrow keys move from it to the next answer's.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-pane-index={index}
        aria-label={t('answer_text', { name: label })}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2 text-sm [contain:strict] focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
      >
        {state === 'error' ? (
          <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-ink">
            {text || t('translation:chat.errors.generic')}
          </p>
        ) : (
          <MessageMarkdown text={text} streaming={state === 'writing'} />
        )}
        {state === 'stopped' && closesHereOnly ? (
          <p className="mt-2 text-xs text-ink-muted">{t('closed_here')}</p>
        ) : null}
      </div>
      {message && onContinue && state !== 'writing' && state !== 'error' ? (
        <footer className="border-t border-line px-3 py-1.5">
          <button type="button" className={TEXT_BUTTON} onClick={() => onContinue(message)}>
            {t('continue')}
          </button>
        </footer>
      ) : null}
    </section>
  );
});

/** The state of the answer in a slot (a tab's second line). */
export const useAnswerStateOf = (slot: number): AnswerState => answerState(useMessage(slot));
