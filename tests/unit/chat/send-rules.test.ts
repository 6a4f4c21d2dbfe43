import { canSend, shouldSubmitOnKey, type SendInput } from '@/features/chat/lib/send-rules';

const ready: SendInput = {
  text: 'Hello',
  imageCount: 0,
  imagesUploading: false,
  isSubmitting: false,
  endpoint: 'openAI',
  conversationId: 'new',
  isGuest: false,
  model: 'gpt-4o',
};

describe('canSend', () => {
  it('lets a signed-in user send text', () => {
    expect(canSend(ready)).toEqual({ ok: true });
  });

  it('lets images go without text', () => {
    expect(canSend({ ...ready, text: '  ', imageCount: 1 })).toEqual({ ok: true });
  });

  it.each<[string, Partial<SendInput>, string]>([
    ['while a reply streams', { isSubmitting: true }, 'submitting'],
    ['with blank text and no images', { text: ' \n ' }, 'empty'],
    ['while images upload', { imageCount: 1, imagesUploading: true }, 'images-uploading'],
    ['without an endpoint', { endpoint: null }, 'no-endpoint'],
    ['in the search view', { conversationId: 'search' }, 'search-view'],
    ['for a guest on a pro model', { isGuest: true, model: 'gpt-4o' }, 'guest-model'],
    ['for a guest with no model', { isGuest: true, model: null }, 'guest-model'],
  ])('blocks sending %s', (_case, overrides, reason) => {
    expect(canSend({ ...ready, ...overrides })).toEqual({ ok: false, reason });
  });

  it('lets a guest send with gpt-4o-mini', () => {
    expect(canSend({ ...ready, isGuest: true, model: 'gpt-4o-mini' })).toEqual({ ok: true });
  });
});

describe('shouldSubmitOnKey', () => {
  it('sends on Enter', () => {
    expect(shouldSubmitOnKey({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 13 })).toBe(true);
  });

  it('makes a new line on Shift+Enter and ignores other keys', () => {
    expect(shouldSubmitOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(shouldSubmitOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('does nothing while an IME is composing', () => {
    expect(shouldSubmitOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(shouldSubmitOnKey({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(
      false,
    );
  });
});
