import type { Tier } from '@/features/plans';
import type { GateKind } from './access';

/** A video model (spec section 3 'Video model'). */
export interface VideoModel {
  id: 'kling' | 'veo-3';
  model: string;
  modelEndpoint: string;
  isCreditOnly: boolean;
  allowedPlans: readonly Tier[];
  /** Takes a start image. */
  src_image: boolean;
  isPro: boolean;
  /** The page that selects it (/video-gen/{videoId?}). */
  path: string;
  nameKey: string;
}

/** 'Kling 2.1 and Veo 3, both for basic, pro, promax and enterprise' (spec section 2). */
const ALLOWED: readonly Tier[] = ['basic', 'pro', 'promax', 'enterprise'];

export const VIDEO_MODELS: readonly VideoModel[] = [
  {
    id: 'kling',
    model: 'Kling 2.1',
    modelEndpoint: 'kling',
    isCreditOnly: false,
    allowedPlans: ALLOWED,
    src_image: true,
    isPro: false,
    path: '/video-gen',
    nameKey: 'models.kling',
  },
  {
    id: 'veo-3',
    model: 'Veo 3',
    modelEndpoint: 'veo',
    isCreditOnly: false,
    allowedPlans: ALLOWED,
    src_image: true,
    isPro: false,
    path: '/video-gen/veo-3',
    nameKey: 'models.veo',
  },
];

/** The video model of /video-gen/{videoId}: veo-3 selects Veo 3, anything else the default Kling 2.1. */
export function videoModelFor(videoId: string | undefined): VideoModel {
  return VIDEO_MODELS.find((candidate) => candidate.id === videoId) ?? (VIDEO_MODELS[0] as VideoModel);
}

/**
 * Whether a tier may pick a video model: the listed plans may; the other paid tiers (advanced, teammax,
 * officemax, enterprisemax: 'their other rights: not shown') are pro tiers and may too, their monthly
 * limits apply on the page; guests are asked to register and free users to upgrade.
 */
export function videoModelAccess(
  tier: Tier,
  video: VideoModel,
): { state: 'usable' } | { state: 'gated'; gate: GateKind } {
  if (video.allowedPlans.includes(tier)) return { state: 'usable' };
  if (tier === 'guest') return { state: 'gated', gate: 'register' };
  if (tier === 'free') return { state: 'gated', gate: 'pricing' };
  return { state: 'usable' };
}
