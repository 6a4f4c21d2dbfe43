import { useCallback, useState } from 'react';
import { readSession, writeSession } from '@/lib/session-storage';
import type { Zoom } from '../viewer/lib/zoom';

/**
 * What the reader leaves in a PDF chat and finds again when they come back in the same session: the
 * unsent question, the page and the zoom. Kept per document in sessionStorage; per-user, so logout
 * clears it (it is not on the device list in lib/user-data.ts).
 */
const DRAFT_PREFIX = 'chatpdfDraft:';
const PLACE_PREFIX = 'chatpdfPlace:';

export interface ReaderPlace {
  page: number;
  zoom: Zoom;
}

function isPlace(value: unknown): value is ReaderPlace {
  const place = value as Partial<ReaderPlace> | null;
  return (
    typeof place?.page === 'number' &&
    place.page >= 1 &&
    (place.zoom === 'fit' || (typeof place.zoom === 'number' && place.zoom > 0))
  );
}

export function readPlace(conversationId: string): ReaderPlace | null {
  const stored = readSession<unknown>(PLACE_PREFIX + conversationId, null);
  return isPlace(stored) ? stored : null;
}

export function writePlace(conversationId: string, place: ReaderPlace): void {
  writeSession(PLACE_PREFIX + conversationId, place);
}

/** The question box's text, kept for the session as it is typed. */
export function usePdfDraft(conversationId: string) {
  const key = DRAFT_PREFIX + conversationId;
  const [draft, setDraftState] = useState(() => {
    const stored = readSession<unknown>(key, '');
    return typeof stored === 'string' ? stored : '';
  });
  const setDraft = useCallback(
    (text: string) => {
      setDraftState(text);
      writeSession(key, text === '' ? undefined : text);
    },
    [key],
  );
  return [draft, setDraft] as const;
}
