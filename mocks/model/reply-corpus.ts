/** Building blocks of the simulated model's replies (original text, written for the mock). */

export const OPENERS: readonly string[] = [
  'Good question. Here is a practical way to think about {topic}.',
  "Let's break {topic} down into a few manageable parts.",
  'Short answer: it depends on your constraints, but the approach below works well for {topic} in most cases.',
  'Here is a clear, step-by-step take on {topic}.',
  "There are a couple of ways to approach {topic}; I'll start with the simplest one.",
];

export const SENTENCES: readonly string[] = [
  'Start with the smallest version that works, then measure before you optimise anything.',
  'Keep the inputs and outputs explicit, because hidden state is where most surprises come from.',
  'It helps to write down the assumptions first; many problems disappear once they are stated clearly.',
  'If performance matters, profile with realistic data rather than a toy example.',
  'Naming things well pays off quickly: future readers, including you, will thank you.',
  'Automate the boring checks so that reviews can focus on the interesting decisions.',
  'A common mistake is to solve the general case too early; a concrete example usually points to the right abstraction.',
  'Error handling deserves the same care as the happy path, especially at system boundaries.',
  'When in doubt, prefer the boring, well-documented option over the clever one.',
  'Small, reversible steps make it easy to back out when an idea does not pan out.',
  'Document the why, not just the what; the details tend to speak for themselves.',
  'Check the edges: empty input, very large input and the values right at the limits.',
  'Agree on what "done" means before starting, so that the finish line does not move.',
  'Write the result down somewhere others can find it, even if it is only a short note.',
];

export const LIST_INTROS: readonly string[] = [
  'Key points to keep in mind:',
  'A quick checklist:',
  'In practice, this means:',
];

export const LIST_ITEMS: readonly string[] = [
  '**Clarity first:** make the intent obvious before making it fast.',
  '**Measure:** collect numbers before and after each change.',
  '**Iterate:** ship a small version, learn, then extend it.',
  '**Automate:** let tools catch formatting and simple mistakes.',
  '**Document:** leave a short note on decisions that were not obvious.',
  '**Validate input** at the boundary and trust it inside.',
  '**Keep it reversible:** small changes lower the risk of each step.',
  '**Ask for feedback** early, while changes are still cheap.',
];

export const TABLES: readonly string[] = [
  [
    '| Option | Effort | Best for |',
    '| --- | --- | --- |',
    '| Quick script | Low | one-off tasks |',
    '| Reusable module | Medium | code shared by a team |',
    '| Full service | High | many users and integrations |',
  ].join('\n'),
  [
    '| Step | What to do | Time |',
    '| --- | --- | --- |',
    '| 1 | Gather the requirements | 1 day |',
    '| 2 | Build a prototype | 2–3 days |',
    '| 3 | Review and refine | 1 day |',
  ].join('\n'),
  [
    '| Storage | Pros | Cons |',
    '| --- | --- | --- |',
    '| In memory | fast, simple | lost on restart |',
    '| Database | durable, queryable | more setup |',
    '| Plain file | easy to inspect | hard to share safely |',
  ].join('\n'),
];

export const TABLE_INTROS: readonly string[] = ['Here is a quick comparison:', 'A summary at a glance:'];

export type CodeLanguage = 'ts' | 'python' | 'bash' | 'json' | 'sql' | 'css';

export const CODE_SAMPLES: Readonly<Record<CodeLanguage, string>> = {
  ts: [
    'interface Task {',
    '  id: number;',
    '  title: string;',
    '  done: boolean;',
    '}',
    '',
    'export function summarize(tasks: Task[]): string {',
    '  const done = tasks.filter((task) => task.done).length;',
    '  return `${done} of ${tasks.length} tasks done`;',
    '}',
  ].join('\n'),
  python: [
    'from collections import Counter',
    '',
    'def top_words(text: str, n: int = 3) -> list[tuple[str, int]]:',
    '    words = [word.strip(".,!?").lower() for word in text.split()]',
    '    return Counter(words).most_common(n)',
    '',
    'print(top_words("the quick brown fox jumps over the lazy dog"))',
  ].join('\n'),
  bash: [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    '',
    'for file in logs/*.log; do',
    '  count=$(grep -c "ERROR" "$file" || true)',
    '  echo "$file: $count errors"',
    'done',
  ].join('\n'),
  json: [
    '{',
    '  "name": "example-project",',
    '  "version": "1.0.0",',
    '  "scripts": { "build": "tsc -p .", "test": "vitest run" },',
    '  "private": true',
    '}',
  ].join('\n'),
  sql: [
    'SELECT customer_id,',
    '       COUNT(*)   AS orders,',
    '       SUM(total) AS revenue',
    'FROM orders',
    "WHERE created_at >= DATE '2024-01-01'",
    'GROUP BY customer_id',
    'ORDER BY revenue DESC',
    'LIMIT 10;',
  ].join('\n'),
  css: [
    '.card {',
    '  display: grid;',
    '  gap: 0.75rem;',
    '  padding: 1rem;',
    '  border-radius: 0.5rem;',
    '  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);',
    '}',
  ].join('\n'),
};

export const CODE_INTROS: readonly string[] = [
  'For example:',
  'Here is a minimal example:',
  'A small sketch to start from:',
];

export const CLOSINGS: readonly string[] = [
  'Let me know if you want me to go deeper into any of these steps.',
  'If you share more details about your setup, I can tailor this further.',
  'Happy to refine this with a concrete example from your side.',
  'That should give you a solid starting point.',
];

export const CONTINUATION_OPENERS: readonly string[] = [
  'To round this off,',
  'Picking up from there,',
  'One more thing worth adding:',
];

export const LIMITED_REPLY = [
  '=== LIMITED ACCESS ===',
  '',
  'This model is not included in your current plan. Upgrade to keep chatting with it, or switch to GPT-4o mini, which stays free.',
].join('\n');

/** Words in a prompt that pick a code language. */
export const LANGUAGE_HINTS: ReadonlyArray<[RegExp, CodeLanguage]> = [
  [/\b(python|py|pandas|django|flask)\b/i, 'python'],
  [/\b(sql|query|database|postgres|mysql|sqlite)\b/i, 'sql'],
  [/\b(bash|shell|terminal|script|linux)\b/i, 'bash'],
  [/\b(json|config|configuration|api response)\b/i, 'json'],
  [/\b(typescript|javascript|ts|js|react|node|vite)\b/i, 'ts'],
  [/\b(css|style|styles|layout|tailwind)\b/i, 'css'],
];

export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be can could do does for from give how i in is it me my of on or please should show tell the this to what when where which who why will with would write you your'.split(
    ' ',
  ),
);

/** Prompts of the user messages in seeded conversations (POST /__mock/seed-conversation). */
export const SEED_QUESTIONS: readonly string[] = [
  'How should I structure a small TypeScript project?',
  'What is a good way to learn SQL joins?',
  'Can you explain how CSS grid differs from flexbox?',
  'Write a bash script that counts errors in log files.',
  'How do I keep a JSON config file readable?',
  'What are some tips for reviewing pull requests?',
  'How do I profile a slow Python function?',
  'Compare storing data in memory, a database and a file.',
  'What should a checklist for a release contain?',
  'How can I make my tests less flaky?',
  'Give me steps to plan a small feature.',
  'How do I write documentation people actually read?',
];
