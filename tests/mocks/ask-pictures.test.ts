import { mockDb } from '@mocks/node';
import { readPictureFile } from '@mocks/pictures/recipe-url';
import { api, login, setSettings, pngSize } from './helpers';
import { askToEnd, startAskSession } from './ask-session';

type Picture = { image_url: { url: string }; file_name: string };

describe('image models answer with a picture', () => {
  beforeEach(async () => {
    await startAskSession();
    setSettings({ imageGenerationMs: 0 });
  });

  it('dall-e-3 replies with no text and one 1024×1024 PNG, kept on the stored message', async () => {
    const { final } = await askToEnd('A red fox in snow', { model: 'dall-e-3' }, 'ask', 'dallE');
    const reply = final!.responseMessage as unknown as {
      text: string;
      image_urls: Picture[];
      messageId: string;
    };
    expect(reply.text).toBe('');
    expect(reply.image_urls).toHaveLength(1);
    const [picture] = reply.image_urls;
    expect(picture!.file_name).toBe('a-red-fox-in-snow.png');
    const response = await fetch(picture!.image_url.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1024, height: 1024 });
    const stored = mockDb.state.messages.find((message) => message.messageId === reply.messageId);
    expect(stored?.image_urls?.[0]?.image_url.url).toBe(picture!.image_url.url);
  });

  it('a regeneration draws another picture; the same request draws the same one', async () => {
    const first = await askToEnd('A lighthouse', { model: 'gpt-image-1' }, 'ask', 'dallE');
    const request = first.final!.requestMessage;
    const again = await askToEnd(
      'A lighthouse',
      {
        model: 'gpt-image-1',
        conversationId: first.final!.conversation.conversationId,
        parentMessageId: request.parentMessageId,
        overrideParentMessageId: request.messageId,
      },
      'ask',
      'dallE',
    );
    const urlOf = (final: typeof first.final) =>
      (final!.responseMessage as unknown as { image_urls: Picture[] }).image_urls[0]!.image_url.url;
    expect(urlOf(again.final)).not.toBe(urlOf(first.final));
    const file = urlOf(first.final).split('/').pop()!;
    expect(readPictureFile(file)).toMatchObject({ prompt: 'A lighthouse', width: 1024, height: 1024 });
  });

  it('counts an image and a credit for a non-member, and refuses forged picture addresses', async () => {
    const { token } = await login('promax@demo.test');
    await api('/__mock/limits', { body: { email: 'promax@demo.test', member: false } });
    await api('/api/ask/dallE', {
      token,
      body: {
        text: 'A kite',
        endpoint: 'dallE',
        model: 'dall-e-3',
        parentMessageId: '00000000-0000-0000-0000-000000000000',
        conversationId: null,
      },
    }).then((response) => response.text());
    const counters = mockDb.state.provider.usage.find(
      (entry) => entry.userId === mockDb.state.users.find((user) => user.email === 'promax@demo.test')?.id,
    );
    expect(counters).toMatchObject({ dalleImages: 1, creditsUsed: 1 });
    expect((await fetch('/__mock/pictures/draw/not-base64!.png')).status).toBe(404);
    expect((await fetch('/__mock/pictures/draw/eyJwIjoxfQ.png')).status).toBe(404);
  });
});
