import { authKeys } from '@/features/auth/api/keys';
import { chatKeys } from '@/features/chat/api/keys';
import { pluginKeys } from '@/features/plugins/api/keys';
import { presetKeys } from '@/features/presets/api/keys';
import { searchKeys } from '@/features/search/api/keys';
import { conversationKeys, endpointKeys, messageKeys, searchResultKeys, userKeys } from '@/lib/query-keys';

describe('query key factories', () => {
  it('keep the ancestor client’s key names (contract section 7), typo included', () => {
    const roots = [
      messageKeys.list('c1'),
      conversationKeys.list(1),
      conversationKeys.detail('c1'),
      searchKeys.enabled(),
      userKeys.current(),
      endpointKeys.all(),
      presetKeys.all(),
      searchResultKeys.page('q', 1),
      chatKeys.tokenCount('hi'),
      pluginKeys.available(),
      authKeys.startupConfig(),
    ].map((key) => key[0]);
    expect(roots).toEqual([
      'messsages',
      'allConversations',
      'conversation',
      'searchEnabled',
      'user',
      'endpoints',
      'presets',
      'searchResults',
      'tokenCount',
      'availablePlugins',
      'startupConfig',
    ]);
  });

  it('start every narrower key with the broader one, so invalidating the broader reaches it', () => {
    const pairs = [
      [conversationKeys.lists(), conversationKeys.list(3)],
      [conversationKeys.lists(), conversationKeys.pdfList()],
      [conversationKeys.details(), conversationKeys.detail('c1')],
      [messageKeys.all(), messageKeys.list('c1')],
      [searchResultKeys.all(), searchResultKeys.page('q', 2)],
    ] as const;
    for (const [broad, narrow] of pairs) expect(narrow.slice(0, broad.length)).toEqual(broad);
  });
});
