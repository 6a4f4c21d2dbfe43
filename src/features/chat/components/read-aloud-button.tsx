import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  canReadAloud,
  readAloud,
  scriptLanguage,
  speakingId,
  stopReading,
  subscribeSpeaking,
} from '../lib/read-aloud';
import { speakableText } from '../lib/speakable-text';
import { stripPluginMarkers } from '../lib/stream-text';

const SpeakerIcon = ({ speaking }: { speaking: boolean }) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <path d="M11 5 6 9H3v6h3l5 4V5z" />
    {speaking ? (
      <path d="M16 9l5 6M21 9l-5 6" />
    ) : (
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    )}
  </svg>
);

/** 'Read aloud' on a reply: reads it as plain text; pressed again (or another reply started) it stops. */
export function ReadAloudButton({ id, text, className }: { id: string; text: string; className: string }) {
  const { t, i18n } = useTranslation();
  const speaking = useSyncExternalStore(subscribeSpeaking, speakingId) === id;
  // A reply that goes away (another chat opened) stops its reading.
  useEffect(() => () => (speakingId() === id ? stopReading() : undefined), [id]);
  if (!canReadAloud()) return null;
  const toggle = () => {
    if (speaking) return stopReading();
    const plain = speakableText(stripPluginMarkers(text), {
      code: t('chat.actions.read_code'),
      diagram: t('chat.markdown.diagram'),
    });
    readAloud(id, plain, scriptLanguage(plain) ?? i18n.language);
  };
  const label = speaking ? t('chat.actions.stop_reading') : t('chat.actions.read_aloud');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      aria-pressed={speaking}
      onClick={toggle}
    >
      <SpeakerIcon speaking={speaking} />
    </button>
  );
}
