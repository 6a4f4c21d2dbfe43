import { type ProviderState } from './provider';

/** Plain, JSON-serialisable state of the mock backend. Dates are ISO strings; expiries are epoch ms. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Owner id stored on conversations and messages created without a bearer token. */
export const GUEST_OWNER = 'guest';
/** Parent id of the first message of a conversation. */
export const NO_PARENT = '00000000-0000-0000-0000-000000000000';

export interface PublicUser {
  id: string;
  provider: 'local';
  email: string;
  name: string;
  username: string;
  avatar: string | null;
  role: 'USER' | 'ADMIN';
  emailVerified: boolean;
  plugins: string[];
  createdAt: string;
  updatedAt: string;
  /** Fork fields (product spec section 3). */
  subscription_type: string;
  payment_interval: string;
  is_free_user: boolean;
  user_pid: string;
  is_member: boolean;
  auth_version: string;
}

export interface UserRecord extends PublicUser {
  passwordHash: string;
}

export interface AccessTokenRecord {
  token: string;
  userId: string;
  expiresAt: number;
}

export interface RefreshSessionRecord {
  token: string;
  userId: string;
  /** The chat-session id handed out as the `aiwp_logged_in` cookie. */
  chatSessionId: string;
  expiresAt: number;
}

export interface ChatSessionRecord {
  id: string;
  userId: string;
  createdAt: string;
}

export interface PasswordResetRecord {
  token: string;
  userId: string;
  expiresAt: number;
}

/** Conversation option fields that are stored (everything parseConvo may send except `tools`). */
export const CONVERSATION_OPTION_KEYS = [
  'endpoint',
  'model',
  'chatGptLabel',
  'modelLabel',
  'userLabel',
  'promptPrefix',
  'systemMessage',
  'temperature',
  'top_p',
  'topP',
  'topK',
  'presence_penalty',
  'frequency_penalty',
  'maxOutputTokens',
  'examples',
  'agentOptions',
  'context',
  'jailbreak',
  'jailbreakConversationId',
  'conversationSignature',
  'clientId',
  'invocationId',
  'toneStyle',
  'suggestions',
  'collection_name',
] as const;

export type ConversationOptionKey = (typeof CONVERSATION_OPTION_KEYS)[number];
export type ConversationOptions = Partial<Record<ConversationOptionKey, JsonValue>>;

export interface ConversationRecord extends ConversationOptions {
  _id: string;
  __v: number;
  conversationId: string;
  title: string;
  user: string;
  endpoint: string | null;
  /** `_id`s of the conversation's messages, in createdAt order. */
  messages: string[];
  createdAt: string;
  updatedAt: string;
}

/** One image of a message: the uploaded image's fields, its url under `image_url.url` (OpenAI style). */
export interface MessageImageRecord {
  image_url: { url: string };
  id: string;
  url_timestamp: number | string | null;
  url_expires: number | string | null;
  file_name: string;
}

export interface MessageRecord {
  _id: string;
  __v: number;
  messageId: string;
  conversationId: string;
  parentMessageId: string;
  user: string;
  sender: string;
  text: string;
  isCreatedByUser: boolean;
  model: string | null;
  error: boolean;
  unfinished: boolean;
  cancelled: boolean;
  finish_reason?: string;
  /** Images sent with a user message (fork addition; spec section 3 Message.image_urls). */
  image_urls?: MessageImageRecord[];
  tokenCount?: number;
  promptTokens?: number;
  completionTokens?: number;
  createdAt: string;
  updatedAt: string;
}

export interface PresetRecord extends ConversationOptions {
  presetId: string;
  title: string;
  user: string;
  createdAt: string;
  updatedAt: string;
}

export interface PluginAuthRecord {
  userId: string;
  pluginKey: string;
  authField: string;
  value: string;
}

export interface MockSettings {
  appTitle: string;
  googleLoginEnabled: boolean;
  facebookLoginEnabled: boolean;
  openidLoginEnabled: boolean;
  openidLabel: string;
  openidImageUrl: string;
  githubLoginEnabled: boolean;
  discordLoginEnabled: boolean;
  /** '' = the request's origin. */
  serverDomain: string;
  registrationEnabled: boolean;
  socialLoginEnabled: boolean;
  emailEnabled: boolean;
  searchEnabled: boolean;
  /** Streaming speed of the simulated model. */
  tokensPerSecond: number;
  /** Tokens per cumulative partial event (1 = one partial per token, as the real server mostly sends). */
  tokensPerPartial: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Delay between the end of a new chat's stream and its title being set. */
  titleDelayMs: number;
  /** How long a Flux image takes (the `[[slow]]` trigger makes it four times as long). */
  imageGenerationMs: number;
  /** Passphrases GET /api/share/:token tries, in order (the tenants' `sharePassphrase` values). */
  sharePassphrases: string[];
  /** Models /e/get-chat-usage reports at their monthly limit (`max-tokens`), whatever the account's figures. */
  modelsAtLimit: string[];
}

export interface MockState {
  version: 1;
  seededAt: string;
  users: UserRecord[];
  accessTokens: AccessTokenRecord[];
  refreshSessions: RefreshSessionRecord[];
  chatSessions: ChatSessionRecord[];
  passwordResets: PasswordResetRecord[];
  conversations: ConversationRecord[];
  messages: MessageRecord[];
  presets: PresetRecord[];
  userPluginAuth: PluginAuthRecord[];
  settings: MockSettings;
  /** The provider API's usage counters, collections and logs. */
  provider: ProviderState;
}
