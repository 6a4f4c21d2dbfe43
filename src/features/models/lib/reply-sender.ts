import { findCatalogueEntry } from './catalogue';

/**
 * The `sender` names a server gives a reply when the conversation sets no label of its own: they name
 * the endpoint, not the model (contract section 3, final event). A label the user chose is kept as is.
 */
const ENDPOINT_SENDERS: ReadonlySet<string> = new Set([
  'AI',
  'ChatGPT',
  'Anthropic',
  'PaLM2',
  'BingAI',
  'Claude',
  'Gemini',
  'DeepSeek',
  'Perplexity',
  'Grok',
  'DALL-E',
  'Open Source',
  'Llama',
]);

interface Reply {
  sender?: string | null;
  model?: string | null;
}

/**
 * The name shown on a reply: the model's display name (the one the header, All models and toasts use)
 * when the server named only the endpoint and the model is one the product knows, else the server's
 * name (the conversation's own label, or the endpoint for a model outside the catalogue).
 */
export function replySenderName({ sender, model }: Reply): string {
  const label = sender?.trim() ?? '';
  const entry = model ? findCatalogueEntry(model) : undefined;
  if (entry && (!label || ENDPOINT_SENDERS.has(label))) return entry.title;
  return label || model || 'AI';
}
