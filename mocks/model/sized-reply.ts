import { hashString } from '../db/ids';
import {
  CLOSINGS,
  CODE_INTROS,
  CODE_SAMPLES,
  LIST_INTROS,
  LIST_ITEMS,
  OPENERS,
  SEED_QUESTIONS,
  SENTENCES,
  TABLE_INTROS,
  TABLES,
  type CodeLanguage,
} from './reply-corpus';
import { detectLanguage, paragraph, topicOf } from './reply-generator';
import { createRng, type Rng } from './rng';

/** Bounds of `[[chars:N]]` and of POST /__mock/seed-conversation's `chars`. */
export const MIN_SIZED_CHARS = 20;
export const MAX_SIZED_CHARS = 20_000;

/** Below this size a reply is one paragraph: an opener, sections and a closing would not fit. */
const SINGLE_PARAGRAPH_BELOW = 400;

type SectionKind = 'paragraph' | 'list' | 'code' | 'table';

/** Long replies cycle through these, so every few hundred characters bring a list, code or a table. */
const SECTION_CYCLE: readonly SectionKind[] = [
  'paragraph',
  'list',
  'paragraph',
  'code',
  'paragraph',
  'table',
];

function section(rng: Rng, kind: SectionKind, language: CodeLanguage | null): string {
  switch (kind) {
    case 'paragraph':
      return paragraph(rng, rng.int(2, 3));
    case 'list': {
      const items = rng.sample(LIST_ITEMS, rng.int(3, 5)).map((item) => `- ${item}`);
      return `${rng.pick(LIST_INTROS)}\n\n${items.join('\n')}`;
    }
    case 'code': {
      const chosen = language ?? rng.pick(Object.keys(CODE_SAMPLES) as CodeLanguage[]);
      return `${rng.pick(CODE_INTROS)}\n\n\`\`\`${chosen}\n${CODE_SAMPLES[chosen]}\n\`\`\``;
    }
    case 'table':
      return `${rng.pick(TABLE_INTROS)}\n\n${rng.pick(TABLES)}`;
  }
}

/** `text` cut after a whole word to fit `room` characters, ended with a full stop. */
function cutToFit(text: string, room: number): string {
  if (text.length <= room) return text;
  const cut = text
    .slice(0, room - 1)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:.!?–-]+$/, '');
  return `${cut}.`;
}

/**
 * A paragraph of whole sentences (`first` leading) up to `room` characters. Only when whole sentences
 * leave more than a fifth of the room empty (small sizes) does it end with a sentence cut short.
 */
function fillParagraph(rng: Rng, room: number, first?: string): string {
  const sentences = first === undefined ? [] : [first];
  let length = first === undefined ? -1 : first.length;
  for (const sentence of rng.sample(SENTENCES, SENTENCES.length)) {
    if (length + 1 + sentence.length > room) continue;
    sentences.push(sentence);
    length += 1 + sentence.length;
  }
  const text = sentences.join(' ');
  if (text && text.length <= room && room - text.length <= room / 5) return text;
  return cutToFit(`${first ?? ''} ${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)}`.trim(), room);
}

function clampChars(chars: number): number {
  const whole = Number.isFinite(chars) ? Math.round(chars) : MIN_SIZED_CHARS;
  return Math.min(MAX_SIZED_CHARS, Math.max(MIN_SIZED_CHARS, whole));
}

/**
 * A reply of about `chars` characters (at most that many, a few less where a word would be cut) that reads
 * like the usual ones: an opener, then paragraphs, a list, code and a table in turn, and a closing line.
 * Deterministic per prompt, size and variant.
 */
export function composeSizedReply(prompt: string, chars: number, variant = 0): string {
  const target = clampChars(chars);
  const rng = createRng(hashString(`sized:${variant}:${target}:${prompt}`));
  const opener = rng.pick(OPENERS).replace('{topic}', topicOf(prompt));
  if (target < SINGLE_PARAGRAPH_BELOW) return fillParagraph(rng, target, opener);

  const language = detectLanguage(prompt);
  const closing = rng.pick(CLOSINGS);
  const parts = [opener];
  let length = opener.length;
  // Each part after the first costs its text and a blank line ("\n\n") before it.
  const roomFor = (extra: number) => target - length - 2 - extra - 2 - closing.length;
  for (let turn = 0; ; turn += 1) {
    const next = section(rng, SECTION_CYCLE[turn % SECTION_CYCLE.length] ?? 'paragraph', language);
    if (roomFor(next.length) < 0) break;
    parts.push(next);
    length += 2 + next.length;
  }
  const room = roomFor(0);
  if (room >= MIN_SIZED_CHARS) parts.push(fillParagraph(rng, room));
  parts.push(closing);
  return parts.join('\n\n');
}

export interface SeedTurn {
  prompt: string;
  reply: string;
}

/** `pairs` questions with replies of about `chars` characters each (seeded conversations). */
export function composeSeedTurns(pairs: number, chars: number): SeedTurn[] {
  return Array.from({ length: pairs }, (_, index) => {
    const prompt = SEED_QUESTIONS[index % SEED_QUESTIONS.length] ?? 'Tell me more.';
    return { prompt, reply: composeSizedReply(prompt, chars, index) };
  });
}
