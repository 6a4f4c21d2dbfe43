import { atom } from 'recoil';
import { IDLE, type StreamStatus } from '../lib/conversation-record';

/** The open conversation's stream (a projection of its record's `stream`). */
export const streamState = atom<StreamStatus>({ key: 'chat/stream', default: IDLE });

/** The message open in the inline editor (a projection of the open record's `editingId`). */
export const editingIdState = atom<string | null>({ key: 'chat/editingId', default: null });
