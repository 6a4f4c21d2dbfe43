import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '../fixtures/demo-accounts';
import { SEED_CONVERSATIONS, type SeedConversation } from '../fixtures/seed-conversations';
import { hexFromSeed, seededObjectId, seededUuid } from './ids';
import { hashPassword } from './passwords';
import { clipPath, SEEDED_VIDEOS } from '../fixtures/video-clips';
import { emptyProviderState, type GeneratedVideo } from './provider';
import { defaultSettings } from './settings';
import {
  NO_PARENT,
  type ConversationRecord,
  type MessageRecord,
  type MockState,
  type PresetRecord,
  type UserRecord,
} from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

function seedUsers(nowMs: number): UserRecord[] {
  const createdAt = iso(nowMs - 30 * DAY_MS);
  return DEMO_ACCOUNTS.map((account) => {
    const email = demoEmail(account.tier);
    const id = seededObjectId(`user:${email}`, nowMs - 30 * DAY_MS);
    const isFree = account.subscriptionType === '';
    return {
      id,
      provider: 'local',
      email,
      name: account.name,
      username: account.tier,
      avatar: null,
      role: 'USER',
      emailVerified: true,
      plugins: [],
      createdAt,
      updatedAt: createdAt,
      subscription_type: account.subscriptionType,
      payment_interval: isFree ? '' : 'monthly',
      is_free_user: isFree,
      user_pid: `pid-${account.tier}-${hexFromSeed(email, 8)}`,
      is_member: false,
      auth_version: 'v2',
      passwordHash: hashPassword(id, DEMO_PASSWORD),
    };
  });
}

function seedConversation(seed: SeedConversation, userId: string, nowMs: number) {
  const startMs = nowMs - seed.daysAgo * DAY_MS;
  const conversationId = seededUuid(`convo:${seed.key}`);
  const idOf = (key: string) => seededUuid(`message:${seed.key}:${key}`);
  const messages: MessageRecord[] = seed.messages.map((message, index) => {
    const at = iso(startMs + index * 45_000);
    return {
      _id: seededObjectId(`message:${seed.key}:${message.key}`, startMs),
      __v: 0,
      messageId: idOf(message.key),
      conversationId,
      parentMessageId: message.parentKey === null ? NO_PARENT : idOf(message.parentKey),
      user: userId,
      sender: message.isCreatedByUser ? 'User' : 'ChatGPT',
      text: message.text,
      isCreatedByUser: message.isCreatedByUser,
      model: seed.model,
      error: false,
      unfinished: false,
      cancelled: false,
      ...(message.finishReason ? { finish_reason: message.finishReason } : {}),
      tokenCount: Math.ceil(message.text.length / 4),
      createdAt: at,
      updatedAt: at,
    };
  });
  const lastAt = messages[messages.length - 1]?.updatedAt ?? iso(startMs);
  const conversation: ConversationRecord = {
    _id: seededObjectId(`convo:${seed.key}`, startMs),
    __v: 0,
    conversationId,
    title: seed.title,
    user: userId,
    endpoint: seed.endpoint,
    model: seed.model,
    chatGptLabel: null,
    promptPrefix: null,
    temperature: 1,
    top_p: 1,
    presence_penalty: 0,
    frequency_penalty: 0,
    messages: messages.map((message) => message._id),
    createdAt: iso(startMs),
    updatedAt: lastAt,
  };
  return { conversation, messages };
}

function seedPreset(userId: string, nowMs: number): PresetRecord {
  const at = iso(nowMs - 7 * DAY_MS);
  return {
    presetId: seededUuid('preset:concise'),
    title: 'Concise answers',
    user: userId,
    endpoint: 'openAI',
    model: 'gpt-4o-mini',
    chatGptLabel: 'Concise',
    promptPrefix: 'Answer in at most three sentences.',
    temperature: 0.7,
    top_p: 1,
    presence_penalty: 0,
    frequency_penalty: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/** Every demo account's generated videos (mocks/fixtures/video-clips.ts), aged against the seed time. */
function seedVideos(users: UserRecord[], nowMs: number): GeneratedVideo[] {
  return users.flatMap((user) =>
    SEEDED_VIDEOS.map((video, index) => {
      const created = iso(nowMs - video.ageMinutes * 60_000);
      return {
        userId: user.id,
        url: clipPath(video.clip),
        prompt: video.prompt,
        replicate: `seed-video-${index + 1}`,
        timestamp: created,
        date_created: created,
        model: video.model,
      };
    }),
  );
}

/** The initial state: demo accounts, two older conversations and a preset for pro@demo.test. */
export function seed(nowMs: number = Date.now()): MockState {
  const users = seedUsers(nowMs);
  const pro = users.find((user) => user.email === demoEmail('pro'));
  const conversations: ConversationRecord[] = [];
  const messages: MessageRecord[] = [];
  const presets: PresetRecord[] = [];
  if (pro) {
    for (const item of SEED_CONVERSATIONS) {
      const seeded = seedConversation(item, pro.id, nowMs);
      conversations.push(seeded.conversation);
      messages.push(...seeded.messages);
    }
    presets.push(seedPreset(pro.id, nowMs));
  }
  return {
    version: 1,
    seededAt: iso(nowMs),
    users,
    accessTokens: [],
    refreshSessions: [],
    chatSessions: [],
    passwordResets: [],
    conversations,
    messages: messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    presets,
    userPluginAuth: [],
    settings: defaultSettings(),
    provider: { ...emptyProviderState(), videos: seedVideos(users, nowMs) },
  };
}
