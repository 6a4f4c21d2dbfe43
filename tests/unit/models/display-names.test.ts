import { MODEL_CATALOGUE, modelDisplayName } from '@/features/models/lib/catalogue';
import { SLUG_LABELS } from '@/features/models/lib/labels';
import { replySenderName } from '@/features/models/lib/reply-sender';
import en from '../../../locales/en/translation.json';

const headerName = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

describe('one name per model', () => {
  it('gives each header entry’s first model the header’s name, or a name that contains it', () => {
    for (const [slug, label] of Object.entries(SLUG_LABELS)) {
      if (slug === 'new') continue;
      const first = MODEL_CATALOGUE.find((entry) => entry.slug === slug);
      expect(first, slug).toBeDefined();
      expect(first!.title, slug).toContain(headerName(label.nameKey));
    }
    expect(modelDisplayName('gpt-4o-mini')).toBe('GPT-4o');
    expect(modelDisplayName('gpt-4o')).toBe('GPT-5');
  });

  it('names a model the catalogue does not know by its id', () => {
    expect(modelDisplayName('my-local-model')).toBe('my-local-model');
  });

  it('keeps the tier word out of a hint shown beside a PRO badge', () => {
    for (const label of Object.values(SLUG_LABELS)) {
      if (label.badgeHintKey) expect(headerName(label.badgeHintKey)).not.toMatch(/\bpro\b/i);
    }
  });

  it('names a reply by its model where the server named only the endpoint', () => {
    expect(replySenderName({ sender: 'ChatGPT', model: 'gpt-4o-mini' })).toBe('GPT-4o');
    expect(replySenderName({ sender: 'Claude', model: 'claude-sonnet-4' })).toBe('Claude 4 Sonnet');
    expect(replySenderName({ sender: '', model: 'gpt-4o' })).toBe('GPT-5');
  });

  it('keeps a label the conversation chose, and the server’s name for a model outside the catalogue', () => {
    expect(replySenderName({ sender: 'Tutor', model: 'gpt-4o-mini' })).toBe('Tutor');
    expect(replySenderName({ sender: 'ChatGPT', model: 'gpt-3.5-turbo-0301' })).toBe('ChatGPT');
    expect(replySenderName({ sender: null, model: 'my-local-model' })).toBe('my-local-model');
    expect(replySenderName({})).toBe('AI');
  });
});
