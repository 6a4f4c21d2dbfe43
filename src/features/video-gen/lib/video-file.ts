import { fileNameFromText } from '@/lib/file-name';

const TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  m4v: 'video/mp4',
};

/** The video's type from its address (the collection names none); mp4 when the path does not say. */
export function videoType(url: string): { extension: string; mime: string } {
  const extension = /\.([a-z0-9]{2,4})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'mp4';
  return { extension, mime: TYPES[extension] ?? 'video/mp4' };
}

export const videoFileName = (prompt: string, url: string) =>
  fileNameFromText(prompt, videoType(url).extension, 'video');

/** Whether this browser says it may play the type (canPlayType answers '' for no). */
export function canPlay(mime: string): boolean {
  if (typeof document === 'undefined') return true;
  const probe = document.createElement('video');
  return typeof probe.canPlayType !== 'function' || probe.canPlayType(mime) !== '';
}
