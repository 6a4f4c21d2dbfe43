import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAuthContext } from '@/features/auth';
import { useAnswerRows, useMessageById, type ChatActions } from '@/features/chat';
import { findCatalogueEntry, modelDisplayName } from '@/features/models';
import { compareBoard, setCompareExtras, showBoard, subscribeCompare } from '@/lib/compare-selection';
import { siblingInfo } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';
import { useWide } from '../hooks/use-wide';
import { answerLabel, blindOrder } from '../lib/ranking';
import { readVotes, subscribeVotes } from '../lib/vote-store';
import { AnswerPane, useAnswerStateOf } from './answer-pane';
import { BlindVote } from './blind-vote';
import { RankingPanel } from './ranking-panel';
import { TEXT_BUTTON } from './styles';

const NO_VOTES: never[] = [];
/** A horizontal move at least this long is a swipe between answers. */
const SWIPE_PX = 50;

/**
 * A question's answers side by side (issue #44): equal columns from 1024 px, tabs below. Each answer is a
 * labelled region with its own scroll and Stop; the arrow keys move between them. Blind mode labels them
 * A, B (C) in an order seeded by the question until the user votes.
 */
export function CompareBoard({ questionId, actions }: { questionId: string; actions: ChatActions }) {
  const { t } = useTranslation('compare');
  const rows = useAnswerRows(questionId);
  const question = useMessageById(questionId);
  const board = useSyncExternalStore(subscribeCompare, compareBoard);
  const userId = useAuthContext().user?.id ?? '';
  const votes = useSyncExternalStore(subscribeVotes, () => (userId ? readVotes(userId) : NO_VOTES));
  const vote = votes.find((cast) => cast.questionId === questionId);
  const [blind, setBlind] = useState(false);
  const [showRanking, setShowRanking] = useState(false);
  const [tab, setTab] = useState(0);
  const wide = useWide();
  const panes = useRef<(HTMLDivElement | null)[]>([]);
  const swipeFrom = useRef<number | null>(null);

  // Blind: the answers in an order of their own, named by letter until the vote.
  const order = useMemo(
    () =>
      blind
        ? blindOrder(
            rows.map((_, index) => index),
            questionId,
          )
        : rows.map((_, index) => index),
    [blind, rows, questionId],
  );
  const hidden = blind && !vote;
  const modelOf = useCallback((id: string) => actions.read().tree.byId.get(id)?.model ?? '', [actions]);

  const planned = board?.questionId === questionId ? board.answers : [];
  const plannedFor = (model: string) => planned.find((answer) => answer.model.model === model);

  const continueWith = (message: Message) => {
    const record = actions.read();
    const info = siblingInfo(record.tree, message.messageId, record.siblingIndex);
    const siblings = info ? (record.tree.childrenOf.get(info.parentKey) ?? []) : [];
    const position = siblings.indexOf(message.messageId) + 1;
    if (info && position > 0 && position !== info.position)
      actions.stepVariant(message.messageId, position - info.position);
    const entry = message.model ? findCatalogueEntry(message.model) : undefined;
    if (entry) actions.chooseModel({ endpoint: entry.endpoint, model: entry.model });
    // Continuing with one answer ends the comparison: the next prompt goes to that model alone.
    setCompareExtras([]);
    showBoard(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = panes.current.findIndex((pane) => pane === document.activeElement);
    if (at < 0) return;
    const next = (at + (event.key === 'ArrowRight' ? 1 : -1) + rows.length) % rows.length;
    panes.current[next]?.focus();
    event.preventDefault();
  };

  const shown = order.map((rowIndex, position) => {
    const row = rows[rowIndex];
    return row ? { row, position } : null;
  });

  const paneFor = (item: { row: { id: string; slot: number }; position: number }, tabbed: boolean) => {
    const model = modelOf(item.row.id);
    const label = hidden ? t('blind_label', { letter: answerLabel(item.position) }) : modelDisplayName(model);
    const answer = plannedFor(model);
    const runs = answer !== undefined;
    return (
      <AnswerPane
        key={item.row.slot}
        id={tabbed ? `compare-panel-${item.position}` : undefined}
        labelledBy={tabbed ? `compare-tab-${item.position}` : undefined}
        slot={item.row.slot}
        index={item.position}
        label={label}
        blind={hidden}
        onStop={runs ? () => actions.stopReply(answer.tag) : undefined}
        closesHereOnly={runs && !answer.serverStops}
        onContinue={hidden ? undefined : continueWith}
        scrollRef={(node) => {
          panes.current[item.position] = node;
        }}
        className={tabbed ? 'flex-1' : ''}
      />
    );
  };

  const items = shown.filter((item): item is NonNullable<typeof item> => item !== null);
  const current = items[Math.min(tab, items.length - 1)];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 px-3 pb-2 pt-2 sm:px-4" data-compare-board="">
      <div className="flex flex-wrap items-center gap-2">
        <p className="line-clamp-2 min-w-0 flex-1 text-sm text-ink" title={question?.text}>
          <span className="sr-only">{t('question')}: </span>
          {question?.text}
        </p>
        {items.length > 1 ? (
          <button
            type="button"
            className={TEXT_BUTTON}
            aria-pressed={blind}
            onClick={() => setBlind((on) => !on)}
            disabled={Boolean(vote) && blind}
          >
            {t('blind')}
          </button>
        ) : null}
        <button
          type="button"
          className={TEXT_BUTTON}
          aria-expanded={showRanking}
          onClick={() => setShowRanking((on) => !on)}
        >
          {t('ranking.open')}
        </button>
        <button type="button" className={TEXT_BUTTON} onClick={() => showBoard(null)}>
          {t('close')}
        </button>
      </div>
      {showRanking ? <RankingPanel votes={votes} /> : null}
      {blind && items.length > 1 ? (
        <BlindVote
          count={items.length}
          vote={vote}
          onVoteModels={() => items.map((item) => modelOf(item.row.id))}
          questionId={questionId}
          userId={userId}
        />
      ) : null}
      {wide ? (
        // The arrow keys move between the answers' scroll boxes (each focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          className="grid min-h-0 flex-1 gap-3"
          style={{ gridTemplateColumns: `repeat(${Math.max(1, items.length)}, minmax(0, 1fr))` }}
          onKeyDown={onKeyDown}
          aria-label={t('answers', { n: items.length })}
          role="group"
        >
          {items.map((item) => paneFor(item, false))}
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col gap-2">
          <div
            role="tablist"
            aria-label={t('answers', { n: items.length })}
            className="flex gap-1 overflow-x-auto"
          >
            {items.map((item, index) => (
              <AnswerTab
                key={item.row.slot}
                slot={item.row.slot}
                position={item.position}
                selected={index === Math.min(tab, items.length - 1)}
                label={
                  hidden
                    ? t('blind_label', { letter: answerLabel(item.position) })
                    : modelDisplayName(modelOf(item.row.id))
                }
                onSelect={() => setTab(index)}
                onMove={(step) => {
                  const next = (index + step + items.length) % items.length;
                  setTab(next);
                  document.getElementById(`compare-tab-${items[next]?.position ?? 0}`)?.focus();
                }}
              />
            ))}
          </div>
          {/* A swipe moves to the next or previous answer, as the tabs do. */}
          <div
            className="flex min-h-0 flex-1 flex-col"
            onTouchStart={(event) => {
              swipeFrom.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const from = swipeFrom.current;
              const to = event.changedTouches[0]?.clientX;
              swipeFrom.current = null;
              if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
              const at = Math.min(tab, items.length - 1);
              setTab((at + (to < from ? 1 : -1) + items.length) % items.length);
            }}
          >
            {current ? paneFor(current, true) : null}
          </div>
        </div>
      )}
    </div>
  );
}

function AnswerTab({
  slot,
  position,
  label,
  selected,
  onSelect,
  onMove,
}: {
  slot: number;
  position: number;
  label: string;
  selected: boolean;
  onSelect: () => void;
  onMove: (step: number) => void;
}) {
  const { t } = useTranslation('compare');
  const state = useAnswerStateOf(slot);
  return (
    <button
      type="button"
      role="tab"
      id={`compare-tab-${position}`}
      aria-controls={selected ? `compare-panel-${position}` : undefined}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          event.preventDefault();
          onMove(event.key === 'ArrowRight' ? 1 : -1);
        }
      }}
      className={`flex shrink-0 flex-col items-start rounded-lg border px-3 py-1.5 text-left text-xs ${
        selected ? 'border-accent bg-accent/10 text-ink' : 'border-line text-ink-muted'
      }`}
    >
      <span className="font-semibold">{label}</span>
      <span>{t(`state.${state}`)}</span>
    </button>
  );
}
