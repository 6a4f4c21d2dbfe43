import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { isUnavailableError, speechLanguage, transcriptOf, type RecognitionResults } from '../lib/dictation';

/** The part of the Web Speech API we use (not in TypeScript's DOM library, and prefixed in Chromium). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onresult: ((event: { results: RecognitionResults }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export interface DictationOptions {
  /** The transcript of this dictation so far (interim results included); each call replaces the last. */
  onText: (text: string) => void;
  /** Called when listening starts: keep the input text then and append with `appendDictation`. */
  onStart?: () => void;
  /** BCP 47 language; defaults to the interface language. */
  lang?: string;
}

export interface Dictation {
  isSupported: boolean;
  isListening: boolean;
  start: () => void;
  stop: () => void;
  toggle: () => void;
}

/** Voice dictation through SpeechRecognition / webkitSpeechRecognition. */
export function useDictation({ onText, onStart, lang }: DictationOptions): Dictation {
  const { t, i18n } = useTranslation();
  const [isSupported] = useState(() => recognitionConstructor() !== null);
  const [isListening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const callbacks = useRef({ onText, onStart });
  useEffect(() => {
    callbacks.current = { onText, onStart };
  }, [onText, onStart]);

  const unavailable = useCallback(
    () => showToast({ message: t('chat.dictation.unavailable_toast'), kind: 'error' }),
    [t],
  );

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      unavailable();
      return;
    }
    if (recognition.current) return;
    const instance = new Constructor();
    instance.lang = lang ?? speechLanguage(i18n.language);
    instance.continuous = true;
    instance.interimResults = true;
    instance.onstart = () => {
      setListening(true);
      callbacks.current.onStart?.();
    };
    instance.onresult = (event) => callbacks.current.onText(transcriptOf(event.results));
    instance.onerror = (event) => {
      if (isUnavailableError(event.error)) unavailable();
    };
    instance.onend = () => {
      if (recognition.current === instance) recognition.current = null;
      setListening(false);
    };
    recognition.current = instance;
    try {
      instance.start();
    } catch {
      recognition.current = null;
      unavailable();
    }
  }, [i18n.language, lang, unavailable]);

  const stop = useCallback(() => recognition.current?.stop(), []);
  const toggle = useCallback(() => (recognition.current ? stop() : start()), [start, stop]);

  useEffect(
    () => () => {
      const instance = recognition.current;
      recognition.current = null;
      if (instance) {
        instance.onend = null;
        instance.abort();
      }
    },
    [],
  );

  return { isSupported, isListening, start, stop, toggle };
}
