import { localeFor } from '@/lib/i18n';
/** Pure helpers of voice dictation (Web Speech API). */

/** The shape of SpeechRecognitionEvent.results that we read. */
export type RecognitionResults = ArrayLike<ArrayLike<{ transcript: string }>>;

/** Everything heard in this session, final and interim results alike, with spaces tidied. */
export function transcriptOf(results: RecognitionResults): string {
  const parts: string[] = [];
  for (let index = 0; index < results.length; index += 1) {
    const best = results[index]?.[0]?.transcript;
    if (best) parts.push(best.trim());
  }
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** The input text with a dictated transcript appended (one space between them). */
export function appendDictation(base: string, transcript: string): string {
  if (!transcript) return base;
  if (!base.trim()) return transcript;
  return /\s$/.test(base) ? `${base}${transcript}` : `${base} ${transcript}`;
}

/** The recognition language (BCP 47) for an interface language code. */
export function speechLanguage(interfaceLanguage: string | undefined): string {
  return localeFor(interfaceLanguage);
}

/** Recognition errors that mean dictation cannot work here (no permission, no microphone). */
export function isUnavailableError(error: string): boolean {
  return ['not-allowed', 'service-not-allowed', 'audio-capture', 'language-not-supported'].includes(error);
}
