import { memo, useMemo } from 'react';
import { MessageMarkdown } from '@/features/chat';
import { CitationChips } from '../citations/components/citation-chips';
import { citationsOf, type Citation } from '../citations/lib/citations';

interface PdfReplyProps {
  text: string;
  /** Each page's words, once the PDF's text is read (empty before). */
  pageWords: readonly (readonly string[])[];
  pageCount: number | undefined;
  /** False while the reply is still being revealed: its sources are found once it is whole. */
  complete: boolean;
  onCite: (citation: Citation) => void;
}

/** An answer in the chat's safe markdown, with the pages it came from. */
export const PdfReply = memo(function PdfReply({
  text,
  pageWords,
  pageCount,
  complete,
  onCite,
}: PdfReplyProps) {
  const citations = useMemo(
    () => (complete ? citationsOf(text, pageWords, pageCount) : []),
    [complete, text, pageWords, pageCount],
  );
  return (
    <>
      <MessageMarkdown text={text} />
      <CitationChips citations={citations} onOpen={onCite} />
    </>
  );
});
