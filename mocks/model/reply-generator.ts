import { hashString } from '../db/ids';
import {
  CLOSINGS,
  CODE_INTROS,
  CODE_SAMPLES,
  CONTINUATION_OPENERS,
  LANGUAGE_HINTS,
  LIMITED_REPLY,
  LIST_INTROS,
  LIST_ITEMS,
  OPENERS,
  SENTENCES,
  STOP_WORDS,
  TABLE_INTROS,
  TABLES,
  type CodeLanguage,
} from './reply-corpus';
import { createRng, type Rng } from './rng';
import { stripTriggers } from './triggers';
import { countWordPieces } from './word-pieces';

const MIN_TOKENS = 80;
const MAX_TOKENS = 250;

/** A few significant words of the prompt, used to make the reply sound on-topic. */
export function topicOf(prompt: string): string {
  const words = stripTriggers(prompt)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .slice(0, 4);
  return words.length > 0 ? `"${words.join(' ')}"` : 'this';
}

/** The code language a prompt names, if any. */
export function detectLanguage(prompt: string): CodeLanguage | null {
  for (const [pattern, language] of LANGUAGE_HINTS) if (pattern.test(prompt)) return language;
  return null;
}

export function paragraph(rng: Rng, sentences: number): string {
  return rng.sample(SENTENCES, sentences).join(' ');
}

interface Section {
  text: string;
  /** Asked for by the prompt: kept even past the size limit. */
  requested: boolean;
}

function optionalSections(rng: Rng, prompt: string): Section[] {
  const sections: Section[] = [];
  const language = detectLanguage(prompt);
  const wantsList = /\b(list|steps|tips|checklist)\b/i.test(prompt);
  if (wantsList || rng.chance(0.5)) {
    const items = rng.sample(LIST_ITEMS, rng.int(3, 5)).map((item) => `- ${item}`);
    sections.push({ text: `${rng.pick(LIST_INTROS)}\n\n${items.join('\n')}`, requested: wantsList });
  }
  const wantsCode = language !== null || /\b(code|script|function|snippet)\b/i.test(prompt);
  if (wantsCode || rng.chance(0.5)) {
    const chosen = language ?? rng.pick(Object.keys(CODE_SAMPLES) as CodeLanguage[]);
    const text = `${rng.pick(CODE_INTROS)}\n\n\`\`\`${chosen}\n${CODE_SAMPLES[chosen]}\n\`\`\``;
    sections.push({ text, requested: wantsCode });
  }
  const wantsTable = /\b(table|compare|comparison|versus|vs)\b/i.test(prompt);
  if (wantsTable || rng.chance(0.35)) {
    sections.push({ text: `${rng.pick(TABLE_INTROS)}\n\n${rng.pick(TABLES)}`, requested: wantsTable });
  }
  return sections;
}

/** Fills up to the target size: requested sections always, others while they fit, then paragraphs. */
function assemble(rng: Rng, head: string, optional: Section[], closing: string, target: number): string {
  const parts = [head];
  const size = (extra: string[] = []) => countWordPieces([...parts, ...extra, closing].join('\n\n'));
  optional.forEach((section, index) => {
    const stillRequested = optional.slice(index + 1).filter((later) => later.requested);
    parts.push(section.text);
    if (!section.requested && size(stillRequested.map((later) => later.text)) > MAX_TOKENS) parts.pop();
  });
  while (size() < target) parts.push(paragraph(rng, rng.int(2, 3)));
  parts.push(closing);
  return parts.join('\n\n');
}

/**
 * The reply to a prompt. Deterministic: the same prompt and variant always give the same text.
 * `variant` > 0 is used for regenerations, so siblings differ.
 */
export function composeReply(prompt: string, variant = 0): string {
  const rng = createRng(hashString(`${variant}:${prompt}`));
  const head = `${rng.pick(OPENERS).replace('{topic}', topicOf(prompt))} ${paragraph(rng, rng.int(1, 2))}`;
  return assemble(
    rng,
    head,
    optionalSections(rng, prompt),
    rng.pick(CLOSINGS),
    rng.int(MIN_TOKENS, MAX_TOKENS),
  );
}

/** The completion appended to an edited or continued reply (shorter, no opener). */
export function composeContinuation(prompt: string, generation: string): string {
  const rng = createRng(hashString(`continue:${prompt}\u0000${generation}`));
  const parts = [
    `${rng.pick(CONTINUATION_OPENERS)} ${paragraph(rng, 2).replace(/^./, (c) => c.toLowerCase())}`,
  ];
  if (rng.chance(0.4)) parts.push(paragraph(rng, 2));
  parts.push(rng.pick(CLOSINGS));
  return parts.join('\n\n');
}

const UNSAFE_REPLY = [
  'Here is some markup that must stay text: <img src=x onerror=alert(1)> and <script>alert(2)</script>.',
  '',
  'A [harmless looking link](javascript:alert(3)) and a [normal one](https://example.com/docs).',
  '',
  '<a href="javascript:alert(4)">raw anchor</a>',
].join('\n');

/** The `[[unsafe]]` reply: raw HTML and script links that a client must render as inert text. */
export function unsafeReply(): string {
  return UNSAFE_REPLY;
}

const MATH_REPLY = [
  'Euler wrote \\(e^{i\\pi} + 1 = 0\\), and the Gaussian integral is',
  '',
  '$$\\int_{-\\infty}^{\\infty} e^{-x^2}\\,dx = \\sqrt{\\pi}$$',
  '',
  'A circle of radius $r$ has area $A = \\pi r^2$, and the roots of a quadratic are',
  '',
  '\\[',
  'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
  '\\]',
  '',
  'Prices stay text: the book costs $4 and the pen $5, or R$ 12,29 in Brazil.',
  '',
  '```mermaid',
  'graph TD',
  '  A[Question] --> B{Math?}',
  '  B -->|yes| C[KaTeX]',
  '  B -->|no| D[Text]',
  '```',
].join('\n');

/** The `[[math]]` reply: formulas in each notation models write, prices, and a mermaid diagram. */
export function mathReply(): string {
  return MATH_REPLY;
}

export function limitedReply(): string {
  return LIMITED_REPLY;
}
