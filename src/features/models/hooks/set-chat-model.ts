import { createContext, useContext } from 'react';
import type { ModelChoice } from '../lib/access';

/**
 * Sets the model of the chat the address opens (null: back to its address's or stored model). That
 * chat's record holds the choice, and this feature cannot reach the chat (the chat imports it): the app
 * layer provides the setter around the header and the page (src/app/routes/shell-layout.tsx).
 */
export type SetChatModel = (choice: ModelChoice | null) => void;

/** Outside the app layer's provider there is no chat to set (a choice there opens a model's address). */
const NO_CHAT: SetChatModel = () => undefined;

const SetChatModelContext = createContext<SetChatModel>(NO_CHAT);

export const SetChatModelProvider = SetChatModelContext.Provider;

export const useSetChatModel = (): SetChatModel => useContext(SetChatModelContext);
