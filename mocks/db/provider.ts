import { IMAGE_CREDIT_MODELS, limitsOf, type PlanLimits } from '../fixtures/plan-limits';
import { type MockDb } from './mock-db';
import { type UserRecord } from './types';

/** One user's counters for one calendar month (UTC); a new month starts from zero. */
export interface UsageCounters {
  userId: string;
  /** 'YYYY-MM'. */
  month: string;
  tokens: number;
  prompts: number;
  fluxImages: number;
  videos: number;
  dalleImages: number;
  gptImage1Images: number;
  creditsUsed: number;
  /** Credits on top of the monthly ones (the control route sets them when asked for more). */
  topupCredits: number;
}

interface GeneratedMedia {
  userId: string;
  url: string;
  prompt: string;
  /** The provider's prediction id: the key of /e/delete-image-flux. */
  replicate: string;
  timestamp: string;
}

/** How the mock draws a generated picture again on request (the pixels are never stored). */
export interface PictureRecipeRecord {
  seed: number;
  width: number;
  height: number;
  format: 'png' | 'jpg';
  quality: number;
}

export interface GeneratedImage extends GeneratedMedia {
  /** Absent for images that are links to elsewhere. */
  recipe?: PictureRecipeRecord;
  /** The generation's input as sent: the mock returns it with the collection (beyond the contract). */
  input?: Record<string, unknown>;
}

export interface GeneratedVideo extends GeneratedMedia {
  date_created: string;
  /** The model's name; the mock returns it with the collection (beyond the contract). */
  model?: string;
}

export interface PromptModalRecord {
  userId: string;
  conversation_id: string;
  prompt: string;
  active: boolean;
  createdAt: string;
}

/** A PDF chat (the fork's chat-pdf routes). The file's bytes are kept beside the state, not in it. */
export interface PdfChatRecord {
  userId: string;
  conversationId: string;
  collection_name: string;
  fileName: string;
  size: number;
  createdAt: string;
  /** When the analysis is done (ms); until then the status reads in_progress. */
  readyAt: number;
  failed: boolean;
  /** Each page's text, once read; null while reading. */
  pages: string[] | null;
  introduction: string;
  questionList: string[];
  messages: { sender: string; text: string; createdAt: string }[];
}

/** State of the fork's provider API (/e/...). */
export interface ProviderState {
  usage: UsageCounters[];
  images: GeneratedImage[];
  videos: GeneratedVideo[];
  promptModals: PromptModalRecord[];
  /** Kept here so older saved states load: a state without it gets an empty list. */
  pdfChats: PdfChatRecord[];
  /** PDF uploads and questions allowed this month, by user id, where `POST /__mock/limits` set them. */
  pdfLimits?: Record<string, { uploads?: number; questions?: number }>;
  /** Seconds of use by (lower-case) email. */
  usageDurations: Record<string, number>;
  moodRatings: { email: string; rating: number; createdAt: string }[];
  userLogs: { userId: string | null; event: string; data: string; createdAt: string }[];
  usageEmails: { userId: string; createdAt: string }[];
}

export function emptyProviderState(): ProviderState {
  return {
    usage: [],
    images: [],
    videos: [],
    promptModals: [],
    pdfChats: [],
    usageDurations: {},
    moodRatings: [],
    userLogs: [],
    usageEmails: [],
  };
}

const ARRAY_KEYS = [
  'usage',
  'images',
  'videos',
  'promptModals',
  'moodRatings',
  'userLogs',
  'usageEmails',
] as const;

/** A stored provider state if it has the current shape, else an empty one (older saved data). */
export function parseProviderState(value: unknown): ProviderState {
  if (typeof value !== 'object' || value === null) return emptyProviderState();
  const candidate = value as Record<string, unknown>;
  const durations = candidate.usageDurations;
  if (!ARRAY_KEYS.every((key) => Array.isArray(candidate[key]))) return emptyProviderState();
  if (typeof durations !== 'object' || durations === null || Array.isArray(durations))
    return emptyProviderState();
  const state = value as ProviderState;
  return Array.isArray(state.pdfChats) ? state : { ...state, pdfChats: [] };
}

export function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The user's counters for the current month, created at zero when missing. */
export function usageOf(db: MockDb, userId: string): UsageCounters {
  const month = monthKey(db.clock.now());
  const provider = db.state.provider;
  let counters = provider.usage.find((entry) => entry.userId === userId && entry.month === month);
  if (!counters) {
    provider.usage = provider.usage.filter((entry) => entry.userId !== userId);
    counters = {
      userId,
      month,
      tokens: 0,
      prompts: 0,
      fluxImages: 0,
      videos: 0,
      dalleImages: 0,
      gptImage1Images: 0,
      creditsUsed: 0,
      topupCredits: 0,
    };
    provider.usage.push(counters);
  }
  return counters;
}

export interface UsageSnapshot {
  tier: string;
  limits: PlanLimits;
  used: UsageCounters;
  left: {
    tokens: number;
    prompts: number;
    fluxImages: number;
    videos: number;
    dalleImages: number;
    gptImage1Images: number;
    freeCredits: number;
    topupCredits: number;
    credits: number;
  };
}

export function usageSnapshot(db: MockDb, user: UserRecord): UsageSnapshot {
  const limits = limitsOf(user.subscription_type);
  const used = usageOf(db, user.id);
  const left = (limit: number, count: number) => Math.max(0, limit - count);
  const freeCredits = left(limits.credits, used.creditsUsed);
  return {
    tier: user.subscription_type.trim().toLowerCase() || 'free',
    limits,
    used: { ...used },
    left: {
      tokens: left(limits.tokens, used.tokens),
      prompts: left(limits.prompts, used.prompts),
      fluxImages: left(limits.fluxImages, used.fluxImages),
      videos: left(limits.videos, used.videos),
      dalleImages: left(limits.dalleImages, used.dalleImages),
      gptImage1Images: left(limits.gptImage1Images, used.gptImage1Images),
      freeCredits,
      topupCredits: used.topupCredits,
      credits: freeCredits + used.topupCredits,
    },
  };
}

/** Spends one credit: monthly credits first, then top-up credits. */
function spendCredit(db: MockDb, user: UserRecord): void {
  const counters = usageOf(db, user.id);
  const monthly = limitsOf(user.subscription_type).credits;
  if (counters.creditsUsed < monthly) counters.creditsUsed += 1;
  else if (counters.topupCredits > 0) counters.topupCredits -= 1;
  else counters.creditsUsed += 1;
}

/**
 * Counts one chat request (the ask handler calls it): a prompt, and the tokens of prompt and reply.
 * An image model counts an image instead of tokens, and costs a non-member 1 credit.
 */
export function recordChatUsage(
  db: MockDb,
  user: UserRecord,
  input: { model: string | null; tokens: number },
): void {
  const counters = usageOf(db, user.id);
  counters.prompts += 1;
  const model = input.model ?? '';
  if (!IMAGE_CREDIT_MODELS.includes(model)) {
    counters.tokens += Math.max(0, Math.round(input.tokens));
    return;
  }
  if (model === 'dall-e-3') counters.dalleImages += 1;
  else counters.gptImage1Images += 1;
  if (!user.is_member) spendCredit(db, user);
}

export interface LimitsPatch {
  tokensLeft?: number;
  promptsLeft?: number;
  imagesLeft?: number;
  videosLeft?: number;
  creditsLeft?: number;
}

/**
 * Puts a user at (or near) a limit: each given 'left' becomes what is left this month. imagesLeft sets
 * the flux, dall-e-3 and gpt-image-1 images alike; creditsLeft above the monthly credits becomes top-up.
 */
export function setUsageLeft(db: MockDb, user: UserRecord, patch: LimitsPatch): void {
  const limits = limitsOf(user.subscription_type);
  const counters = usageOf(db, user.id);
  const usedFor = (limit: number, left: number) => Math.max(0, limit - Math.max(0, Math.floor(left)));
  if (patch.tokensLeft !== undefined) counters.tokens = usedFor(limits.tokens, patch.tokensLeft);
  if (patch.promptsLeft !== undefined) counters.prompts = usedFor(limits.prompts, patch.promptsLeft);
  if (patch.videosLeft !== undefined) counters.videos = usedFor(limits.videos, patch.videosLeft);
  if (patch.imagesLeft !== undefined) {
    counters.fluxImages = usedFor(limits.fluxImages, patch.imagesLeft);
    counters.dalleImages = usedFor(limits.dalleImages, patch.imagesLeft);
    counters.gptImage1Images = usedFor(limits.gptImage1Images, patch.imagesLeft);
  }
  if (patch.creditsLeft !== undefined) {
    const wanted = Math.max(0, Math.floor(patch.creditsLeft));
    counters.creditsUsed = usedFor(limits.credits, wanted);
    counters.topupCredits = Math.max(0, wanted - limits.credits);
  }
}

/** Adds an image to a user's collection (for the image generator's handler and for tests). */
export function addGeneratedImage(
  db: MockDb,
  userId: string,
  image: Omit<GeneratedImage, 'userId' | 'timestamp'> & { timestamp?: string },
): GeneratedImage {
  const record: GeneratedImage = { ...image, userId, timestamp: image.timestamp ?? db.clock.iso() };
  db.state.provider.images.push(record);
  usageOf(db, userId).fluxImages += 1;
  return record;
}

export function addGeneratedVideo(
  db: MockDb,
  userId: string,
  video: Omit<GeneratedVideo, 'userId' | 'timestamp' | 'date_created'> & { date_created?: string },
): GeneratedVideo {
  const created = video.date_created ?? db.clock.iso();
  const record: GeneratedVideo = { ...video, userId, timestamp: created, date_created: created };
  db.state.provider.videos.push(record);
  usageOf(db, userId).videos += 1;
  return record;
}
