import { atom } from 'recoil';

export type SubmissionStatus = 'idle' | 'streaming';

export interface SubmissionState {
  status: SubmissionStatus;
  /** The reply being streamed, while streaming. */
  streamingId: string | null;
  /** The message the reply answers (the user's message, or the one regenerated from). */
  userMessageId: string | null;
}

export const IDLE_SUBMISSION: SubmissionState = { status: 'idle', streamingId: null, userMessageId: null };

export const submissionState = atom<SubmissionState>({ key: 'chat/submission', default: IDLE_SUBMISSION });

/** The message open in the inline editor. */
export const editingIdState = atom<string | null>({ key: 'chat/editingId', default: null });
