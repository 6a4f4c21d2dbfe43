// @vitest-environment jsdom
import { FLUX_DEFAULTS } from '@/features/image-gen/lib/flux-options';
import { IMAGE_FORM_KEY, keepImageForm, keptImageForm } from '@/features/image-gen/lib/kept-form';

afterEach(() => sessionStorage.clear());

describe('the image form kept for the session', () => {
  it('gives the defaults when nothing (or nothing readable) was kept', () => {
    expect(keptImageForm()).toEqual(FLUX_DEFAULTS);
    sessionStorage.setItem(IMAGE_FORM_KEY, '{not json');
    expect(keptImageForm()).toEqual(FLUX_DEFAULTS);
  });

  it('gives back what was kept, each value held to its bounds', () => {
    keepImageForm({ ...FLUX_DEFAULTS, prompt: 'A harbour ', aspect_ratio: '9:16', output_format: 'jpg' });
    expect(keptImageForm()).toEqual({
      ...FLUX_DEFAULTS,
      prompt: 'A harbour ',
      aspect_ratio: '9:16',
      output_format: 'jpg',
    });
    sessionStorage.setItem(
      IMAGE_FORM_KEY,
      JSON.stringify({ prompt: 7, aspect_ratio: '7:1', output_quality: 900, megapixels: '0.25' }),
    );
    expect(keptImageForm()).toEqual({ ...FLUX_DEFAULTS, output_quality: 100, megapixels: '0.25' });
  });
});
