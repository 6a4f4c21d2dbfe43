import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useTranslation } from '@/lib/i18n';
import { StopIcon } from '@/components/ui/action-icons';
import { findCatalogueEntry } from '@/features/models';
import type { SendCheck } from '@/features/plans';
import { useChatActions } from '../hooks/use-chat-actions';
import type { ChatModel } from '../lib/conversation-record';
import { useComposerFocus } from '../hooks/use-composer-focus';
import { useImageAttachments } from '../hooks/use-image-attachments';
import { useLatest } from '@/lib/use-latest';
import { loadedSendEngine, loadSendEngine, useSendEngine, type SendEngine } from '../lib/send-code';
import { enterSubmits } from '@/lib/enter-submits';
import { plannedAnswers, showBoard } from '@/lib/compare-selection';
import { preloadWhenIdle } from '@/lib/when-idle';
import { canSend } from '../lib/send-rules';
import type { DraftBuffer } from '../lib/draft-buffer';
import { useHasMessages, useInputMode, useIsSubmitting } from '../state/chat-hooks';
import { lazyComponent } from '@/components/ui/lazy-component';
import { EndpointOptionBar } from './endpoint-option-bar';
import { GenerationBar } from './generation-bar';
import type { GuestPromptReason } from './guest-prompt';
import { GuestToolButtons } from './guest-tool-buttons';
import { ComposerBox } from './composer-box';
import { ClosedNotice, SendButton, TokenCount } from './composer-parts';
import { preloadConversationView } from './deferred-message-list';
import { ComposerTools as LazyComposerTools } from './deferred-composer-tools';
import { useChatSlots } from './chat-slots';

// A memo: the tools read the text only when dictation starts, so a key press does not render them.
const ComposerTools = memo(LazyComposerTools);

// The quick action chip needs the send engine, fetched after the page. A memo: this panel's renders do
// not render it.
const QuickActionSlot = memo(
  lazyComponent(() => import('./composer-extras').then((module) => module.QuickActionSlot)),
);

// Shown only once a guest reaches for what their plan lacks (another model, attachments, voice).
const GuestPrompt = lazyComponent(() => import('./guest-prompt').then((module) => module.GuestPrompt));

// Previews exist only once an image is picked, and that fetches the attachment code anyway.
const AttachmentPreviews = lazyComponent(() =>
  import('./attachment-previews').then((module) => module.AttachmentPreviews),
);

/** A second press of Send within this long is the same press (ChatGPT ignores it too). */
const DOUBLE_PRESS_MS = 600;

/**
 * Whether anything has been typed yet (a guest's page fetches the send code with the first words); once
 * `known` (the code is on its way anyway) the box is not listened to.
 */
function useHasTyped(draft: DraftBuffer, known: boolean): boolean {
  return useSyncExternalStore(draft.subscribeFill, () => !known && draft.fill() !== 'empty');
}

/** Asked before a message goes out (the plans' usage check); false keeps it unsent. */
export type BeforeSend = SendCheck;

export interface ChatInputProps {
  /** The text in the box: this composer renders on its changes, the chat around it does not. */
  draft: DraftBuffer;
  model: ChatModel;
  isGuest: boolean;
  /** Only the search view blocks sending by id; a fresh chat passes null. */
  conversationId: string | null;
  beforeSend?: BeforeSend;
}

/** The bottom input panel: Enter sends, Shift+Enter adds a line, Stop while a reply streams. */
export function ChatInput({ draft, model, isGuest, conversationId, beforeSend }: ChatInputProps) {
  const { t } = useTranslation();
  // Not the text itself: a key press renders the box (ComposerBox) and the parts that follow the text
  // (composer-parts.tsx), not this panel (issue #30).
  const actions = useChatActions();
  const attachments = useImageAttachments({ model: model.model });
  const box = useRef<HTMLTextAreaElement>(null);
  const isSubmitting = useIsSubmitting();
  useComposerFocus(box, isSubmitting);
  // A string, so a streamed token (a new latest message object) does not re-render the input.
  const state = useInputMode();
  const hasMessages = useHasMessages();
  const [guestPrompt, setGuestPrompt] = useState<GuestPromptReason | null>(null);
  const [quickActionOff, setQuickActionOff] = useState(false);
  // Signed in, what the first key press needs (the send engine, and the conversation view a send opens)
  // arrives while the page is idle after its first paint, so that key press neither waits for it nor runs
  // it, nor renders the input again when it arrives (issue #30). A guest's page keeps to its byte budget:
  // theirs loads with the first words typed. A composer drawn again (the landing's becomes the
  // conversation's when a first message goes) finds it here already, and its first key press does not
  // draw the panel again while the reply streams.
  const [idle, setIdle] = useState(() => loadedSendEngine() !== null);
  useEffect(() => {
    if (isGuest) return;
    // Offline it could not arrive: the first words typed fetch it then.
    return preloadWhenIdle(() => {
      setIdle(true);
      preloadConversationView();
    });
  }, [isGuest]);
  // Typing fetches the send engine, which also knows the quick actions the text may name.
  const typed = useHasTyped(draft, idle);
  const engine = useSendEngine(idle || typed);
  const quickActionOf = (code: SendEngine | null, text: string) =>
    quickActionOff || !code ? null : code.matchQuickAction(text);
  const removeQuickAction = useCallback(() => setQuickActionOff(true), []);
  const disabled = state !== 'ready';
  const { ComposerControl } = useChatSlots();

  const submit = async () => {
    const text = draft.read();
    const decision = canSend({
      text,
      imageCount: attachments.uploadedImages.length,
      imagesUploading: attachments.isUploading,
      isSubmitting,
      endpoint: model.endpoint,
      conversationId,
      isGuest,
      model: model.model,
    });
    if (!decision.ok) {
      if (decision.reason === 'guest-model') setGuestPrompt('model');
      return;
    }
    // Before anything is awaited: leaving the chat meanwhile must not store the message as its draft.
    draft.sending();
    const images = attachments.uploadedImages;
    // A comparison (issue #44): the usage check runs for every model before anything is sent.
    const planned = isGuest ? [] : plannedAnswers(model);
    for (const answer of planned.length ? planned : [{ model }]) {
      const modelTitle = findCatalogueEntry(answer.model.model)?.title;
      const request = { model: answer.model, modelTitle, text, imageCount: images.length };
      if (beforeSend && !(await beforeSend(request))) {
        draft.unsent();
        return;
      }
    }
    // Matched on the text as sent (typing may not have paused); a paste sent at once may beat the send
    // engine's code: the quick action is read from it now.
    const action = quickActionOf(engine ?? (await loadSendEngine().catch(() => null)), text);
    const compared = planned.length > 1;
    const sending = actions.send(text, {
      promptPrefix: action?.prompt ?? null,
      images,
      ...(compared && {
        compareWith: planned.slice(1),
        serverStops: planned[0]?.serverStops,
        onCreated: (questionId: string) => showBoard({ questionId, answers: planned }),
      }),
    });
    void sending.then((sent) => {
      if (!sent) {
        draft.unsent();
        return;
      }
      draft.sent();
      attachments.clear();
      setQuickActionOff(false);
    });
  };

  // One handler for the box's life, so a key press does not render the box for a new one.
  const latestSubmit = useLatest(submit);
  const busy = useLatest(isSubmitting);
  const onKeyDown = useMemo(
    () =>
      enterSubmits(() => {
        if (!busy.current) void latestSubmit.current();
      }),
    [busy, latestSubmit],
  );

  // Send turns into Stop under the pointer: a double click must not stop the reply it just asked for.
  const sentAt = useRef(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) {
      sentAt.current = Date.now();
      void submit();
    } else if (Date.now() - sentAt.current > DOUBLE_PRESS_MS) actions.stop();
  };

  const placeholder =
    state === 'limited-access'
      ? t('chat.input_limited')
      : state === 'not-appendable'
        ? t('chat.input_not_appendable')
        : t('chat.input_placeholder');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-3 pb-3 sm:px-4">
      {hasMessages ? <GenerationBar /> : null}
      {guestPrompt && isGuest ? (
        <GuestPrompt reason={guestPrompt} model={model.model} onClose={() => setGuestPrompt(null)} />
      ) : null}
      {engine && !quickActionOff && !disabled ? (
        <QuickActionSlot draft={draft} engine={engine} onRemove={removeQuickAction} />
      ) : null}
      {disabled ? <ClosedNotice draft={draft} reason={placeholder} /> : null}
      <EndpointOptionBar model={model} isGuest={isGuest} />
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-2 rounded-2xl border border-line bg-surface px-2 py-2 shadow-sm focus-within:border-accent focus-within:ring-1 focus-within:ring-accent sm:px-3"
      >
        {attachments.previews.length ? (
          <AttachmentPreviews previews={attachments.previews} onRemove={attachments.remove} />
        ) : null}
        <div className="flex items-end gap-1">
          {isGuest ? (
            <GuestToolButtons onBlocked={setGuestPrompt} disabled={disabled} />
          ) : (
            <>
              <ComposerTools
                draft={draft}
                onFiles={attachments.addFiles}
                disabled={disabled}
                model={model.model}
              />
              {ComposerControl ? <ComposerControl model={model} disabled={disabled || isSubmitting} /> : null}
            </>
          )}
          <ComposerBox
            draft={draft}
            box={box}
            onKeyDown={onKeyDown}
            disabled={disabled}
            placeholder={placeholder}
            label={t('chat.input_label')}
          />
          {isSubmitting ? (
            <button
              type="submit"
              aria-label={t('chat.stop')}
              className="mb-1 rounded-full bg-ink p-2 text-surface hover:opacity-90"
            >
              <StopIcon width={18} height={18} />
            </button>
          ) : (
            <SendButton draft={draft} disabled={disabled} hasImages={attachments.uploadedImages.length > 0} />
          )}
        </div>
      </form>
      {isGuest ? null : <TokenCount draft={draft} />}
    </div>
  );
}
