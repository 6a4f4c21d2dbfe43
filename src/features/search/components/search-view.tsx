import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { HistoryPager, pagerState } from '@/features/conversations';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import { useSearchResultsQuery } from '../api/get-search-results';
import { SearchResultCard } from './search-result-card';

export interface SearchViewProps {
  /** Callers key the view by the query, so a new query starts at page 1. */
  query: string;
}

/**
 * The search view (/search/{query} and /chat/search): matching conversations, a page at a time, each
 * with its highlighted message hits. There is no input here, so nothing can be sent from it.
 */
export function SearchView({ query }: SearchViewProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trimmed = query.trim();

  const { data, isPending, isError, isFetching, isPlaceholderData } = useSearchResultsQuery(trimmed, page);
  const pager = pagerState(page, data?.pages);

  useEffect(() => {
    document.title = trimmed ? t('search.page_title', { query: trimmed }) : t('search.title');
  }, [trimmed, t]);

  const hitsByConversation = useMemo(() => {
    const map = new Map<string, Message[]>();
    for (const message of data?.messages ?? []) {
      if (!message.conversationId) continue;
      const hits = map.get(message.conversationId);
      if (hits) hits.push(message);
      else map.set(message.conversationId, [message]);
    }
    return map;
  }, [data?.messages]);

  // Opening a result leaves the search pages, which empties the sidebar's box (useSearchBox).
  const open = (conversation: Conversation) => {
    document.title = conversation.title;
  };

  let body;
  if (!trimmed) body = <p className="text-sm text-ink-muted">{t('search.type_to_search')}</p>;
  else if (isPending) body = <Spinner label={t('search.searching')} />;
  else if (isError) body = <Alert>{t('search.failed')}</Alert>;
  else if (data.conversations.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-line px-4 py-8 text-center">
        <p className="font-medium text-ink">{t('search.nothing_found')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('search.nothing_found_hint')}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3" aria-busy={isFetching && isPlaceholderData}>
        <ul className="flex flex-col gap-3">
          {data.conversations.map((conversation) => (
            <li key={conversation.conversationId}>
              <SearchResultCard
                conversation={conversation}
                hits={hitsByConversation.get(conversation.conversationId) ?? []}
                query={trimmed}
                onOpen={open}
              />
            </li>
          ))}
        </ul>
        <HistoryPager
          pager={pager}
          onPageChange={setPage}
          label={t('search.pages')}
          disabled={isPlaceholderData}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="search-view-heading" className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 id="search-view-heading" className="mb-1 text-xl font-semibold text-ink">
        {t('search.title')}
      </h1>
      {trimmed ? (
        <p className="mb-4 text-sm text-ink-muted">{t('search.results_for', { query: trimmed })}</p>
      ) : null}
      {body}
      <p className="mt-6 text-xs text-ink-muted">{t('search.open_to_chat')}</p>
    </section>
  );
}
