import { mockDb } from '@mocks/node';
import { sizeOfRatio } from '@mocks/handlers/image-gen';
import { api, cookieValue, login, setSettings, pngSize } from './helpers';

type Json = Record<string, unknown>;

const INPUT = {
  model: 'flux-kontext-max',
  prompt: 'A red fox in snow',
  guidance_scale: 3.5,
  num_inference_steps: 8,
  output_format: 'png',
  output_quality: 80,
  safety_tolerance: 2,
  prompt_upsampling: false,
  megapixels: '1',
  aspect_ratio: '16:9',
};

async function generate(token: string, input: Json) {
  return api('/api/imagegen/flux-image-gen', { token, body: { input, image_model: 'flux-kontext-max' } });
}

describe('image generation routes', () => {
  beforeEach(() => setSettings({ imageGenerationMs: 0 }));

  it('sizes each ratio exactly, at about the asked megapixels', () => {
    expect(sizeOfRatio('16:9', 1)).toEqual({ width: 1328, height: 747 });
    expect(sizeOfRatio('1:1', 0.25)).toEqual({ width: 500, height: 500 });
    const { width, height } = sizeOfRatio('9:21', 1);
    expect(width / height).toBeCloseTo(9 / 21, 6);
  });

  it('lets a paid user generate a 16:9 PNG that is stored, counted and served', async () => {
    const { token, setCookies } = await login('pro@demo.test');
    expect(await (await api('/api/imagegen/auth-image-gen', { token })).json()).toEqual({
      status: 'valid',
      subscription: 'PRO',
    });
    const answer = (await (await generate(token, INPUT)).json()) as Json;
    expect(answer).toMatchObject({ status: 'success', subscription: 'PRO' });
    const picture = await fetch(String(answer.image_url));
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect(pngSize(bytes)).toEqual({ width: 1328, height: 747 });
    const again = new Uint8Array(await (await fetch(String(answer.image_url))).arrayBuffer());
    expect(again).toEqual(bytes);

    const session = cookieValue(setCookies, 'aiwp_logged_in');
    const collection = (await (
      await api('/e/fetch-image-imagegen', { body: { aiwp_logged_in: session } })
    ).json()) as { data: Json[] };
    expect(collection.data[0]).toMatchObject({
      url: answer.image_url,
      prompt: 'A red fox in snow',
      input: INPUT,
    });
    const usage = (await (
      await api('/e/get-flux-usage', { body: { aiwp_logged_in: session } })
    ).json()) as Json;
    expect(usage.usage_count).toBe(1);
  });

  it('draws JPEGs, and the same prompt and seed always give the same picture', async () => {
    const { token } = await login('promax@demo.test');
    const input = { ...INPUT, output_format: 'jpg', seed: 42, megapixels: '0.25', aspect_ratio: '1:1' };
    const first = (await (await generate(token, input)).json()) as Json;
    const second = (await (await generate(token, input)).json()) as Json;
    expect(first.image_url).not.toBe(second.image_url);
    const [a, b] = await Promise.all(
      [first, second].map(
        async (answer) => new Uint8Array(await (await fetch(String(answer.image_url))).arrayBuffer()),
      ),
    );
    expect([a![0], a![1]]).toEqual([0xff, 0xd8]);
    expect(a).toEqual(b);
  });

  it('sends width and height for ratios outside the short list', async () => {
    const { token } = await login('pro@demo.test');
    const { aspect_ratio: _dropped, ...rest } = INPUT;
    const answer = (await (await generate(token, { ...rest, width: 1533, height: 657 })).json()) as Json;
    const bytes = new Uint8Array(await (await fetch(String(answer.image_url))).arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1533, height: 657 });
  });

  it('refuses bad input with 400, guests with 401, and answers invalid without access', async () => {
    const { token } = await login('pro@demo.test');
    expect((await generate(token, { ...INPUT, prompt: '  ' })).status).toBe(400);
    expect((await generate(token, { ...INPUT, aspect_ratio: '7:3' })).status).toBe(400);
    expect((await generate(token, { ...INPUT, output_format: 'gif' })).status).toBe(400);
    expect((await api('/api/imagegen/flux-image-gen', { body: { input: INPUT } })).status).toBe(401);
    const free = await login('free@demo.test');
    expect(await (await generate(free.token, INPUT)).json()).toEqual({
      status: 'invalid',
      subscription: null,
    });
    await api('/__mock/limits', { body: { email: 'basic@demo.test', imagesLeft: 0 } });
    const basic = await login('basic@demo.test');
    expect(await (await api('/api/imagegen/auth-image-gen', { token: basic.token })).json()).toEqual({
      status: 'invalid',
      subscription: 'BASIC',
    });
    expect(mockDb.state.provider.images).toHaveLength(0);
  });

  it('fails on [[error:500]] and stores nothing', async () => {
    const { token } = await login('pro@demo.test');
    const response = await generate(token, { ...INPUT, prompt: 'a cat [[error:500]]' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Image generation failed' });
    expect(mockDb.state.provider.images).toHaveLength(0);
  });
});
