import { clampToSlider, FLUX_DEFAULTS, sizeOfRatio, SLIDERS } from '@/features/image-gen/lib/flux-options';
import { fluxRequestBody } from '@/features/image-gen/lib/flux-request';
import { imageExtension, imageFileName } from '@/lib/images/image-file-name';
import { promptMatcher } from '@/features/image-gen/lib/prompt-filter';
import { settingsFromInput } from '@/features/image-gen/lib/settings-from-input';

describe('prompt filter', () => {
  const prompts = [
    'Cat on a sofa',
    'category chart',
    'a CAT!',
    'Two cats',
    'Katze im Schnee',
    'cat-like dog',
  ];
  const filter = (query: string) => prompts.filter(promptMatcher(query));

  it('matches whole words in any case', () => {
    expect(filter('cat')).toEqual(['Cat on a sofa', 'a CAT!', 'cat-like dog']);
    expect(filter('CATEGORY')).toEqual(['category chart']);
    expect(filter('katze')).toEqual(['Katze im Schnee']);
  });

  it('needs every word, in any order, and takes an empty query as everything', () => {
    expect(filter('sofa cat')).toEqual(['Cat on a sofa']);
    expect(filter('   ')).toEqual(prompts);
  });

  it('treats regular-expression characters as text', () => {
    expect(['a (b) c', 'a b c'].filter(promptMatcher('(b)'))).toEqual(['a (b) c']);
    expect(() => promptMatcher('[*+?')('x')).not.toThrow();
  });
});

describe('Flux bounds', () => {
  it('keeps the spec defaults inside the documented bounds', () => {
    for (const [name, bounds] of Object.entries(SLIDERS)) {
      const value = FLUX_DEFAULTS[name as keyof typeof SLIDERS];
      expect(value).toBeGreaterThanOrEqual(bounds.min);
      expect(value).toBeLessThanOrEqual(bounds.max);
    }
    expect(SLIDERS.guidance_scale).toEqual({ min: 0, max: 10, step: 0.1 });
    expect(SLIDERS.num_inference_steps).toEqual({ min: 1, max: 50, step: 1 });
    expect(SLIDERS.output_quality).toEqual({ min: 0, max: 100, step: 1 });
  });

  it('clamps and snaps typed values, and falls back to the default for nonsense', () => {
    expect(clampToSlider('guidance_scale', 12)).toBe(10);
    expect(clampToSlider('guidance_scale', 3.14159)).toBe(3.1);
    expect(clampToSlider('num_inference_steps', 0)).toBe(1);
    expect(clampToSlider('output_quality', 'abc')).toBe(80);
    expect(clampToSlider('safety_tolerance', -3)).toBe(0);
  });

  it('sizes every ratio exactly at about the asked megapixels', () => {
    expect(sizeOfRatio('16:9', '1')).toEqual({ width: 1328, height: 747 });
    expect(sizeOfRatio('1:1', '0.25')).toEqual({ width: 500, height: 500 });
  });
});

describe('flux request body', () => {
  it('sends a named ratio by name, no seed for 0, and the trimmed prompt', () => {
    expect(fluxRequestBody({ ...FLUX_DEFAULTS, prompt: '  a fox  ' })).toEqual({
      image_model: 'flux-kontext-max',
      input: {
        model: 'flux-kontext-max',
        prompt: 'a fox',
        guidance_scale: 3.5,
        num_inference_steps: 8,
        output_format: 'png',
        output_quality: 80,
        safety_tolerance: 2,
        prompt_upsampling: false,
        megapixels: '1',
        aspect_ratio: '1:1',
      },
    });
  });

  it('sends width and height for 21:9 and 9:21, and a seed that is set', () => {
    const { input } = fluxRequestBody({
      ...FLUX_DEFAULTS,
      prompt: 'x',
      aspect_ratio: '9:21',
      seed: 99,
      megapixels: '0.25',
    });
    expect(input).not.toHaveProperty('aspect_ratio');
    expect(input).toMatchObject({ width: 9 * 36, height: 21 * 36, seed: 99, megapixels: '0.25' });
  });

  it('round-trips through "use these settings"', () => {
    const settings = {
      ...FLUX_DEFAULTS,
      prompt: 'p',
      aspect_ratio: '21:9' as const,
      output_format: 'jpg' as const,
      guidance_scale: 7.5,
      seed: 5,
      prompt_upsampling: true,
    };
    expect(settingsFromInput('p', fluxRequestBody(settings).input)).toEqual(settings);
    expect(settingsFromInput('q', { aspect_ratio: '7:1', guidance_scale: 99, seed: -4 })).toEqual({
      ...FLUX_DEFAULTS,
      prompt: 'q',
      guidance_scale: 10,
    });
  });
});

describe('image file names', () => {
  it('names the file after the prompt with the right extension', () => {
    expect(imageFileName('A Red Fox, in the snow!', 'png')).toBe('a-red-fox-in-the-snow.png');
    expect(imageFileName('日落时的灯塔 油画', 'jpg')).toBe('日落时的灯塔-油画.jpg');
    expect(imageFileName('../../etc/passwd', 'png')).toBe('etc-passwd.png');
    expect(imageFileName('  !!! ', 'webp')).toBe('image.webp');
  });

  it('cuts long prompts at a word, within 60 characters', () => {
    const name = imageFileName('word '.repeat(40), 'png');
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^(word-)+word\.png$/);
    expect(imageFileName('x'.repeat(100), 'png')).toBe(`${'x'.repeat(60)}.png`);
  });

  it('takes the extension from the type first, then the path', () => {
    expect(imageExtension('https://s3/a.png?sig=1', 'image/jpeg')).toBe('jpg');
    expect(imageExtension('https://s3/a.JPEG?sig=1')).toBe('jpg');
    expect(imageExtension('https://s3/a')).toBe('png');
  });
});
