import { api, askBody, finalOf, multipart, readAllEvents, type Part } from './helpers';
import { ask, askToEnd, messagesOf, startAskSession, type Final } from './ask-session';

function upload(fields: Record<string, Part>, base = '') {
  const { body, contentType } = multipart(fields);
  return fetch(`${base}/api/upload-chatbotpro`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const image = (type = 'image/png', bytes = PNG_BYTES, filename = 'cat.png') => ({ filename, type, bytes });

describe('POST /api/upload-chatbotpro', () => {
  it('answers success with a data: URL of the uploaded bytes and the file name', async () => {
    const response = await upload({ aiwp_logged_in: 'session-1', file: image(), file_id: 'img-1' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; url: string; file_name: string };
    expect(body.status).toBe('success');
    expect(body.file_name).toBe('cat.png');
    expect(body.url).toBe(`data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`);
  });

  it('answers on any origin', async () => {
    const response = await upload(
      { file: image('image/webp', PNG_BYTES, 'a.webp'), file_id: 'x' },
      'https://uploads.example.test',
    );
    expect(((await response.json()) as { url: string }).url).toMatch(/^data:image\/webp;base64,/);
  });

  it('takes jpeg, gif and webp too', async () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/webp']) {
      const response = await upload({ file: image(type), file_id: type });
      expect(response.status, type).toBe(200);
    }
  });

  it('refuses other types with 400 and status error', async () => {
    const response = await upload({ file: image('image/svg+xml', PNG_BYTES, 'a.svg'), file_id: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', message: 'File type not supported' });
  });

  it('refuses files over 20 MB', async () => {
    const response = await upload({ file: image('image/jpeg', new Uint8Array(20_971_521)), file_id: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'error', message: 'File size exceeds 20MB' });
  });

  it('refuses a form without a file, and a body that is not multipart', async () => {
    const missing = await upload({ aiwp_logged_in: 's', file_id: 'x' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { status: string }).status).toBe('error');
    const json = await api('/api/upload-chatbotpro', { body: { file: 'nope' } });
    expect(json.status).toBe(400);
  });
});

describe('images on asked messages', () => {
  let token = '';
  beforeEach(async () => {
    token = await startAskSession();
  });

  const uploaded = (id: string, url = `data:image/jpeg;base64,${id}`) => ({
    id,
    url,
    url_timestamp: 1_700_000_000_000,
    url_expires: 1_700_604_800_000,
    file_name: `${id}.jpg`,
  });
  const stored = (id: string) => ({
    image_url: { url: `data:image/jpeg;base64,${id}` },
    id,
    url_timestamp: 1_700_000_000_000,
    url_expires: 1_700_604_800_000,
    file_name: `${id}.jpg`,
  });

  it('keeps the uploaded images as image_urls on the created, final and stored user message', async () => {
    const { events, final } = await askToEnd('What is in these pictures?', {
      model: 'gpt-4o',
      images: [uploaded('one'), uploaded('two')],
      imagesPreview: [{ id: 'one', base64: 'data:image/jpeg;base64,preview', file_name: 'one.jpg' }],
    });
    const created = events[0]?.data.message as Record<string, unknown>;
    expect(created.image_urls).toEqual([stored('one'), stored('two')]);
    expect((final as Final).requestMessage.image_urls).toEqual([stored('one'), stored('two')]);

    const conversationId = (final as Final).conversation.conversationId;
    const reloaded = await messagesOf(conversationId);
    const userMessage = reloaded.find((message) => message.isCreatedByUser === true);
    expect(userMessage?.image_urls).toEqual([stored('one'), stored('two')]);
    const reply = reloaded.find((message) => message.isCreatedByUser === false);
    expect(reply?.image_urls).toBeUndefined();
  });

  it('falls back to the preview data URLs when no uploaded images are sent', async () => {
    const { final } = await askToEnd('Describe it', {
      model: 'gpt-4o',
      imagesPreview: [
        { id: 'p1', base64: 'data:image/png;base64,AAAA', file_name: 'p1.png' },
        { id: 'p2', base64: 'not-a-data-url', file_name: 'p2.png' },
      ],
    });
    expect((final as Final).requestMessage.image_urls).toEqual([
      {
        image_url: { url: 'data:image/png;base64,AAAA' },
        id: 'p1',
        url_timestamp: null,
        url_expires: null,
        file_name: 'p1.png',
      },
    ]);
  });

  it('drops malformed entries and stores no image_urls without images', async () => {
    const { final } = await askToEnd('Just text', { images: [null, 'x', { id: 'no-url' }] });
    const conversationId = (final as Final).conversation.conversationId;
    const [userMessage] = await messagesOf(conversationId);
    expect(userMessage).not.toHaveProperty('image_urls');
  });

  it('accepts a message holding only images', async () => {
    const response = await ask(askBody('', { model: 'gpt-4o', images: [uploaded('solo')] }));
    const final = finalOf(await readAllEvents(response)) as Final | undefined;
    expect(final?.requestMessage).toMatchObject({ text: '', image_urls: [stored('solo')] });
    expect(final?.responseMessage.text.length).toBeGreaterThan(0);
  });

  it('still refuses a message with neither text nor images', async () => {
    const response = await ask(askBody('   ', { images: [] }));
    const events = await readAllEvents(response);
    expect(events).toEqual([{ event: 'error', data: { text: 'Prompt empty or too short' } }]);
  });

  it('keeps the images of a regenerated user message', async () => {
    const { final } = await askToEnd('Look at this', { model: 'gpt-4o', images: [uploaded('keep')] });
    const first = final as Final;
    const again = await ask(
      askBody('Look at this', {
        model: 'gpt-4o',
        conversationId: first.conversation.conversationId,
        parentMessageId: first.requestMessage.parentMessageId,
        overrideParentMessageId: first.requestMessage.messageId,
      }),
      'ask',
      'openAI',
      token,
    );
    const regenerated = finalOf(await readAllEvents(again)) as Final;
    expect(regenerated.requestMessage.image_urls).toEqual([stored('keep')]);
  });
});
