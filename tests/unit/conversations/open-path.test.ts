import { conversationPath, pathAfterDelete } from '@/features/conversations/lib/open-path';

describe('conversationPath', () => {
  it('opens a chat at /chat/{id}', () => {
    expect(conversationPath({ conversationId: 'abc-123' })).toBe('/chat/abc-123');
    expect(conversationPath({ conversationId: 'abc', collection_name: null })).toBe('/chat/abc');
    expect(conversationPath({ conversationId: 'abc', collection_name: '' })).toBe('/chat/abc');
  });

  it('opens a PDF chat (it has a collection_name) at /chatpdf/{id}', () => {
    expect(conversationPath({ conversationId: 'pdf-1', collection_name: 'col_9' })).toBe('/chatpdf/pdf-1');
  });

  it('keeps an odd id inside one path segment', () => {
    expect(conversationPath({ conversationId: 'a/b?c' })).toBe('/chat/a%2Fb%3Fc');
  });
});

describe('pathAfterDelete', () => {
  it('starts a new chat, or goes back to the PDF reader for a PDF chat', () => {
    expect(pathAfterDelete({ collection_name: undefined })).toBe('/chat/new');
    expect(pathAfterDelete({ collection_name: 'col_9' })).toBe('/chatpdf');
  });
});
