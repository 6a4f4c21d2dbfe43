import { MODEL_CATALOGUE, modelDisplayName } from '@/features/models/lib/catalogue';
import { SLUG_LABELS } from '@/features/models/lib/labels';
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
});
