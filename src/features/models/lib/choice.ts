import type { Badge } from '@/features/plans';
import { modelAccess, resolveModel, type AccessPlan, type GateKind, type ResolvedModel } from './access';
import { findCatalogueEntry, type CatalogueEntry } from './catalogue';
import { isModelSlug, type ModelSlug } from './slugs';

/** The override key of a fresh chat at /chat/new (models without a header entry of their own). */
export const FRESH_CHAT_KEY = 'new';

export type ChoiceOutcome =
  | { kind: 'gate'; gate: GateKind }
  | { kind: 'ignore' }
  | {
      kind: 'apply';
      choice: ResolvedModel;
      /** The header entry of the model used, for the access_endpoint cookie. */
      slug: ModelSlug | null;
      /** The chat the choice belongs to: a conversation id, a slug or 'new' (see chat-route). */
      key: string;
      /** false: the chat at `key` goes back to its address's model. */
      keep: boolean;
      /** Where to go; null = stay. */
      navigateTo: string | null;
    };

/** The stored conversation a chat address shows, or null for a fresh chat and other pages. */
export function conversationOf(pathname: string): string | null {
  const [, area, id] = pathname.split('/');
  if (area !== 'chat' || !id || isModelSlug(id) || id === 'search') return null;
  return id;
}

/**
 * What choosing an entry does (spec section 4 'Model choice'): a gated entry opens its popup and
 * nothing changes; a usable one is resolved for the plan, then a stored conversation sends with it from
 * now on, while a fresh chat (or another page) goes to /chat/{slug}, or to /chat/new for the models
 * that only the full list offers.
 */
export function chooseModel(plan: AccessPlan, entry: CatalogueEntry, pathname: string): ChoiceOutcome {
  const access = modelAccess(plan, entry);
  if (access.state === 'gated') return { kind: 'gate', gate: access.gate };
  if (access.state !== 'usable') return { kind: 'ignore' };
  const choice = resolveModel(plan, { endpoint: entry.endpoint, model: entry.model });
  const slug = findCatalogueEntry(choice.model)?.slug ?? null;
  const conversation = conversationOf(pathname);
  if (conversation) return { kind: 'apply', choice, slug, key: conversation, keep: true, navigateTo: null };
  const path = `/chat/${slug ?? FRESH_CHAT_KEY}`;
  // /chat/new already is the default model.
  const here = path === pathname || (slug === 'gpt-4o-mini' && pathname === `/chat/${FRESH_CHAT_KEY}`);
  return {
    kind: 'apply',
    choice,
    slug,
    key: here ? (pathname.split('/')[2] ?? FRESH_CHAT_KEY) : (slug ?? FRESH_CHAT_KEY),
    keep: !slug,
    navigateTo: here ? null : path,
  };
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
