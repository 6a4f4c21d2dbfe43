import type { Badge } from '@/features/plans';
import {
  modelAccess,
  resolveModel,
  type AccessPlan,
  type GateKind,
  type ModelChoice,
  type ResolvedModel,
} from './access';
import { findCatalogueEntry, type CatalogueEntry } from './catalogue';
import { isModelSlug, type ModelSlug } from './slugs';

/** The address of a fresh chat with the default model (and of models without a header entry). */
const FRESH_CHAT_PATH = '/chat/new';

/**
 * What a history entry's state carries when the model chosen has no address of its own: the fresh chat
 * at /chat/new starts with it (it is that address's model, through Back, Forward and reloads too).
 */
export interface CarriedModel {
  chosenModel: ModelChoice;
}

export type ChoiceOutcome =
  | { kind: 'gate'; gate: GateKind }
  | { kind: 'ignore' }
  | {
      kind: 'apply';
      choice: ResolvedModel;
      /** The header entry of the model used, for the access_endpoint cookie. */
      slug: ModelSlug | null;
      /** Where to go; null: the chat the address opens sends with `choice` from now on. */
      navigateTo: string | null;
      /** What the new history entry carries (see `CarriedModel`); null when its address names the model. */
      carried: CarriedModel | null;
    };

/** The stored conversation a chat address shows, or null for a fresh chat and other pages. */
export function conversationOf(pathname: string): string | null {
  const [, area, id] = pathname.split('/');
  if (area !== 'chat' || !id || isModelSlug(id) || id === 'search') return null;
  return id;
}

/** The model a history entry's state carries (see `CarriedModel`), or null; checked, as it outlives the code. */
export function carriedModelOf(state: unknown): ModelChoice | null {
  if (!state || typeof state !== 'object' || !('chosenModel' in state)) return null;
  const chosen: unknown = state.chosenModel;
  if (!chosen || typeof chosen !== 'object' || !('endpoint' in chosen) || !('model' in chosen)) return null;
  const { endpoint, model } = chosen;
  return typeof endpoint === 'string' && typeof model === 'string' ? { endpoint, model } : null;
}

/**
 * What choosing an entry does (spec section 4 'Model choice'): a gated entry opens its popup and
 * nothing changes; a usable one is resolved for the plan, then a stored conversation sends with it from
 * now on, while a fresh chat (or another page) goes to /chat/{slug}, or to /chat/new for the models
 * that only the full list offers (its history entry carrying the model); a fresh chat already at that
 * address takes the model in place.
 */
export function chooseModel(plan: AccessPlan, entry: CatalogueEntry, pathname: string): ChoiceOutcome {
  const access = modelAccess(plan, entry);
  if (access.state === 'gated') return { kind: 'gate', gate: access.gate };
  if (access.state !== 'usable') return { kind: 'ignore' };
  const choice = resolveModel(plan, { endpoint: entry.endpoint, model: entry.model });
  const slug = findCatalogueEntry(choice.model)?.slug ?? null;
  if (conversationOf(pathname)) return { kind: 'apply', choice, slug, navigateTo: null, carried: null };
  const path = slug ? `/chat/${slug}` : FRESH_CHAT_PATH;
  // /chat/new already is the default model.
  const here = path === pathname || (slug === 'gpt-4o-mini' && pathname === FRESH_CHAT_PATH);
  if (here) return { kind: 'apply', choice, slug, navigateTo: null, carried: null };
  const carried = slug ? null : { chosenModel: { endpoint: choice.endpoint, model: choice.model } };
  return { kind: 'apply', choice, slug, navigateTo: path, carried };
}

/** PRO for models outside the basic plan, PRO MAX for those only Pro Max has; none for the free ones. */
export function entryBadge(entry: CatalogueEntry): Exclude<Badge, 'FREE'> | null {
  if (entry.isBasic) return null;
  return entry.isPro ? 'PRO' : 'PRO MAX';
}

/** The header entry a model belongs to; null for models only the full list offers. */
export function slugOfModel(model: string): ModelSlug | null {
  return findCatalogueEntry(model)?.slug ?? null;
}
