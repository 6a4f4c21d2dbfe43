/**
 * Reading replies aloud with the browser's speech synthesis: one reply at a time (starting another stops
 * the first), and which one is speaking, for the buttons. Where the browser has no speech synthesis the
 * action is not offered.
 */
let speaking: string | null = null;
const listeners = new Set<() => void>();

function set(id: string | null): void {
  speaking = id;
  listeners.forEach((listener) => listener());
}

export const canReadAloud = (): boolean =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

export const speakingId = (): string | null => speaking;

export function subscribeSpeaking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language a reply is written in, when its script tells (else null: the interface language is used). */
export function scriptLanguage(text: string): string | null {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  return null;
}

/** Stops whatever is being read. */
export function stopReading(): void {
  if (canReadAloud()) window.speechSynthesis.cancel();
  set(null);
}

/** Reads `text` as reply `id`, in a voice for `language` where the browser has one. */
export function readAloud(id: string, text: string, language: string): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  const base = language.toLowerCase().split('-')[0] ?? language;
  const voices = synthesis.getVoices();
  const voice =
    voices.find((candidate) => candidate.lang.toLowerCase() === language.toLowerCase()) ??
    voices.find((candidate) => candidate.lang.toLowerCase().startsWith(base));
  utterance.lang = voice?.lang ?? language;
  if (voice) utterance.voice = voice;
  const done = () => {
    if (speaking === id) set(null);
  };
  utterance.onend = done;
  utterance.onerror = done;
  set(id);
  synthesis.speak(utterance);
}
