/** A prompt-prefix preset (spec section 9): typed text that matches it sends `prompt` as the system instruction. */
export interface QuickAction {
  id: string;
  /** English label; the UI translates through `chat.quick_actions.<id>`. */
  label: string;
  prompt: string;
  keywords: readonly string[];
}

const translate = (language: string) =>
  `You are a professional translator. Translate the user's text into natural, fluent ${language}. ` +
  'Keep the meaning, tone, formatting, names and code unchanged. Reply with the translation only.';

const code = (target: string) =>
  `You are a senior software engineer. Write correct, idiomatic, production-ready ${target} for the user's request. ` +
  'State any assumptions briefly, return complete code in fenced blocks, and explain the key decisions in a few sentences.';

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'summarize',
    label: 'Summarize',
    prompt:
      "Summarize the user's text. Start with a one-sentence overview, then list the key points as short bullets. " +
      'Keep names, numbers and conclusions accurate and add nothing that is not in the text.',
    keywords: ['summary', 'tl;dr', 'key points', 'recap'],
  },
  {
    id: 'translate-spanish',
    label: 'Translate to Spanish',
    prompt: translate('Spanish'),
    keywords: ['spanish', 'español'],
  },
  {
    id: 'translate-french',
    label: 'Translate to French',
    prompt: translate('French'),
    keywords: ['french', 'français'],
  },
  {
    id: 'translate-japanese',
    label: 'Translate to Japanese',
    prompt: translate('Japanese'),
    keywords: ['japanese', '日本語'],
  },
  {
    id: 'translate-german',
    label: 'Translate to German',
    prompt: translate('German'),
    keywords: ['german', 'deutsch'],
  },
  {
    id: 'code-react',
    label: 'Write Code for React',
    prompt: code('React code in TypeScript with function components and hooks'),
    keywords: ['react', 'component', 'jsx', 'tsx'],
  },
  {
    id: 'code-python',
    label: 'Write Code for Python',
    prompt: code('Python 3 code with type hints'),
    keywords: ['python', 'script'],
  },
  {
    id: 'code-rest-api',
    label: 'Write Code for REST API',
    prompt: code(
      'REST API code with clear resource paths, correct HTTP methods and status codes, input validation and error responses',
    ),
    keywords: ['rest', 'api', 'endpoint', 'http'],
  },
  {
    id: 'write-unit-tests',
    label: 'Write Unit Tests',
    prompt:
      "You are a test engineer. Write unit tests for the user's code that check behaviour, not implementation: " +
      'cover the normal cases, edge cases and errors, use the conventions of the language, and name each test after what it proves.',
    keywords: ['tests', 'testing', 'unit test', 'coverage'],
  },
  {
    id: 'explain-code',
    label: 'Explain Code',
    prompt:
      "Explain the user's code step by step: what it does, how the main parts work together, and any bugs, " +
      'edge cases or performance problems you notice. Use plain language and short examples.',
    keywords: ['explain', 'code review', 'what does this do'],
  },
  {
    id: 'improve-writing',
    label: 'Improve Writing',
    prompt:
      "Improve the user's text for clarity, flow and style while keeping their voice and meaning. " +
      'Fix errors, tighten wordy sentences, and return the improved text followed by a short list of the main changes.',
    keywords: ['rewrite', 'polish', 'edit', 'style'],
  },
  {
    id: 'fix-grammar',
    label: 'Fix Grammar',
    prompt:
      "Correct the grammar, spelling and punctuation of the user's text. Change nothing else. " +
      'Return the corrected text only.',
    keywords: ['grammar', 'spelling', 'punctuation', 'proofread'],
  },
  {
    id: 'shorten',
    label: 'Make It Shorter',
    prompt:
      "Rewrite the user's text to about half its length. Keep every essential fact and the original tone; " +
      'drop repetition and filler. Return the shortened text only.',
    keywords: ['shorten', 'concise', 'condense', 'brief'],
  },
  {
    id: 'explain-like-five',
    label: "Explain Like I'm Five",
    prompt:
      'Explain the topic as you would to a curious five-year-old: short sentences, everyday words, ' +
      'one friendly analogy, and no jargon. Stay accurate.',
    keywords: ['eli5', 'simple', 'simply', 'beginner'],
  },
  {
    id: 'analyze-data',
    label: 'Analyze Data',
    prompt:
      "You are a data analyst. Analyze the user's data: describe its structure, compute the relevant statistics, " +
      'point out trends, outliers and correlations, state the limits of the data, and finish with clear conclusions.',
    keywords: ['data', 'statistics', 'trends', 'csv', 'table'],
  },
  {
    id: 'expand-ideas',
    label: 'Expand Ideas',
    prompt:
      "Develop the user's idea further: add supporting details, examples, possible objections with answers, " +
      'and concrete next steps. Organise the result under short headings.',
    keywords: ['expand', 'elaborate', 'develop'],
  },
  {
    id: 'spark-creativity',
    label: 'Spark Creativity',
    prompt:
      "Act as a creative partner. Offer several original, varied and surprising takes on the user's topic, " +
      'mixing practical and bold ideas, each with a one-line explanation of why it could work.',
    keywords: ['creative', 'inspiration', 'ideas', 'imagine'],
  },
  {
    id: 'brainstorm-names',
    label: 'Brainstorm Names',
    prompt:
      'Brainstorm fifteen distinctive names for what the user describes. Vary the style (descriptive, abstract, playful), ' +
      'keep them easy to say and spell, and add a short note on the idea behind each.',
    keywords: ['names', 'naming', 'brand', 'title'],
  },
  {
    id: 'write-email',
    label: 'Write an Email',
    prompt:
      'Write a clear, polite email for the purpose the user describes. Include a subject line, a greeting, ' +
      'a concise body with any request stated plainly, and a closing. Match the formality to the recipient.',
    keywords: ['email', 'mail', 'message', 'letter'],
  },
  {
    id: 'outline-essay',
    label: 'Outline an Essay',
    prompt:
      "Create a structured outline for an essay on the user's topic: a working thesis, an introduction, " +
      'three to five body sections with their main arguments and evidence to look for, and a conclusion.',
    keywords: ['essay', 'outline', 'structure', 'thesis'],
  },
];

/** Lowercased words: letters and digits of any script; apostrophes split ("I'm" -> i, m) on both sides alike. */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// Worked out once, not on every key press (issue #30).
const LABELS = QUICK_ACTIONS.map((action) => ({
  action,
  label: action.label.toLowerCase(),
  words: words(action.label),
}));
const LONGEST_LABEL = Math.max(...LABELS.map(({ label }) => label.length));

/**
 * The quick action typed text refers to: an exact label (case-insensitive, trimmed) first, else the action
 * whose label words all appear as words in the text (the one with most label words wins a tie); else null.
 */
export function matchQuickAction(typed: string): QuickAction | null {
  const normalized = typed.trim().toLowerCase();
  if (!normalized) return null;
  if (normalized.length <= LONGEST_LABEL) {
    const exact = LABELS.find(({ label }) => label === normalized);
    if (exact) return exact.action;
  }
  const typedWords = new Set(words(normalized));
  let best: QuickAction | null = null;
  let bestSize = 0;
  for (const { action, words: labelWords } of LABELS) {
    if (labelWords.length > bestSize && labelWords.every((word) => typedWords.has(word))) {
      best = action;
      bestSize = labelWords.length;
    }
  }
  return best;
}
