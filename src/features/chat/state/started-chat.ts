import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { ChatModel } from '../hooks/use-chat-actions';

/**
 * A fresh chat the server has named: its address becomes /chat/{id}, but its view (and its stream)
 * stays the one the chat started in, under `key`, with the model it started with.
 */
export interface StartedChat {
  id: string;
  key: string;
  model: ChatModel;
}

const startedChatState = atom<StartedChat | null>({ key: 'chat/started', default: null });

export const useStartedChat = (): StartedChat | null => useRecoilValue(startedChatState);

export const useSetStartedChat = (): ((started: StartedChat | null) => void) =>
  useSetRecoilState(startedChatState);
