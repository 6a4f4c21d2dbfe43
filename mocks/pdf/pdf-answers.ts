/**
 * The mock's reading of a PDF: an introduction from the first sentences, suggested questions from the
 * page headings, and answers made of the sentences that share the most words with the question, each
 * with its page reference ('[p. 3]'), as a retrieval backend would answer.
 */
export interface PdfSentence {
  page: number;
  text: string;
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were what which who with does do did about how why when where page document say says'.split(
    ' ',
  ),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));

/** A full stop after these is not the end of a sentence. */
const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|Prof|St|No|vs|etc|e\.g|i\.e)\.$/;

function splitSentences(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.split(/(?<=[.!?])\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** The document's sentences with their pages (a line without end punctuation counts as one). */
export function sentencesOf(pages: readonly string[]): PdfSentence[] {
  return pages.flatMap((text, index) =>
    text
      .split(/\n+/)
      .flatMap(splitSentences)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.length > 2)
      .map((sentence) => ({ page: index + 1, text: sentence })),
  );
}

export function introductionOf(pages: readonly string[]): string {
  const sentences = sentencesOf(pages).filter((sentence) => /[.!?]$/.test(sentence.text));
  const picked = sentences.slice(0, 3).map((sentence) => sentence.text);
  return picked.length ? `This document says: ${picked.join(' ')}` : 'This document has no readable text.';
}

/** Up to five questions from the pages' first lines (their headings). */
export function questionsOf(pages: readonly string[]): string[] {
  const headings = pages
    .map((text) => text.split('\n')[0]?.trim() ?? '')
    .filter((heading) => heading.length > 2 && heading.length < 80 && !/[.!?]$/.test(heading));
  const unique = [...new Set(headings)].slice(0, 5);
  const questions = unique.map((heading) => `What does the document say about ${heading}?`);
  return questions.length >= 3
    ? questions
    : [...questions, 'What is this document about?', 'What are its key points?'].slice(0, 3);
}

/** The two or three sentences that share the most words with the question, each with '[p. N]'. */
export function answerFrom(pages: readonly string[], question: string): string {
  const wanted = new Set(wordsOf(question));
  const scored = sentencesOf(pages)
    // Headings and fragments make poor answers.
    .filter((sentence) => sentence.text.split(/\s+/).length >= 4)
    .map((sentence, order) => ({
      ...sentence,
      order,
      score: wordsOf(sentence.text).filter((word) => wanted.has(word)).length,
    }))
    .filter((sentence) => sentence.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .sort((a, b) => a.order - b.order);
  if (scored.length === 0) return 'I could not find anything about that in this document.';
  return `According to the document: ${scored.map((sentence) => `${sentence.text} [p. ${sentence.page}]`).join(' ')}`;
}
