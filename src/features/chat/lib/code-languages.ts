/**
 * Which of lowlight's `common` grammars a code block needs. Registering all of them (what
 * rehype-highlight does by default) builds about 37 grammars: 190 ms at 4x CPU slowdown, in the task where
 * a streaming reply's first fence appeared (issue #30). Only the named languages, and those they embed,
 * are registered instead. These tables are checked against the grammars themselves in
 * tests/unit/chat/code-languages.test.ts.
 */

/** The names of lowlight's `common` grammars. */
export const COMMON_LANGUAGES: ReadonlySet<string> = new Set([
  'arduino',
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'go',
  'graphql',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'less',
  'lua',
  'makefile',
  'markdown',
  'objectivec',
  'perl',
  'php',
  'php-template',
  'plaintext',
  'python',
  'python-repl',
  'r',
  'ruby',
  'rust',
  'scss',
  'shell',
  'sql',
  'swift',
  'typescript',
  'vbnet',
  'wasm',
  'xml',
  'yaml',
]);

/** Each alias the `common` grammars declare, and its grammar. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  ino: 'arduino',
  sh: 'bash',
  zsh: 'bash',
  h: 'c',
  cc: 'cpp',
  'c++': 'cpp',
  'h++': 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  hxx: 'cpp',
  cxx: 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  patch: 'diff',
  golang: 'go',
  gql: 'graphql',
  toml: 'ini',
  jsp: 'java',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsonc: 'json',
  json5: 'json',
  kt: 'kotlin',
  kts: 'kotlin',
  pluto: 'lua',
  mk: 'makefile',
  mak: 'makefile',
  make: 'makefile',
  md: 'markdown',
  mkdown: 'markdown',
  mkd: 'markdown',
  mm: 'objectivec',
  objc: 'objectivec',
  'obj-c': 'objectivec',
  'obj-c++': 'objectivec',
  'objective-c++': 'objectivec',
  pl: 'perl',
  pm: 'perl',
  text: 'plaintext',
  txt: 'plaintext',
  py: 'python',
  gyp: 'python',
  ipython: 'python',
  pycon: 'python-repl',
  rb: 'ruby',
  gemspec: 'ruby',
  podspec: 'ruby',
  thor: 'ruby',
  irb: 'ruby',
  rs: 'rust',
  console: 'shell',
  shellsession: 'shell',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  vb: 'vbnet',
  html: 'xml',
  xhtml: 'xml',
  rss: 'xml',
  atom: 'xml',
  xjb: 'xml',
  xsd: 'xml',
  xsl: 'xml',
  plist: 'xml',
  wsf: 'xml',
  svg: 'xml',
  yml: 'yaml',
};

/** The `common` grammars a grammar hands parts of its code to (HTML in JSX, CSS in a style tag...). */
export const EMBEDDED_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  javascript: ['xml', 'css', 'graphql'],
  markdown: ['xml'],
  'php-template': ['xml', 'php'],
  'python-repl': ['python'],
  shell: ['bash'],
  typescript: ['xml', 'css', 'graphql'],
  xml: ['css', 'javascript'],
  yaml: ['ruby'],
};

/** The grammar a code block's language names, or null when `common` has none for it. */
export function grammarFor(language: string): string | null {
  const name = language.toLowerCase();
  if (COMMON_LANGUAGES.has(name)) return name;
  // Own keys only: a fence may name `constructor` or `__proto__`.
  return Object.hasOwn(LANGUAGE_ALIASES, name) ? LANGUAGE_ALIASES[name]! : null;
}

/**
 * The grammars a code block in `language` needs, with what they embed, sorted and comma-separated (a key):
 * '' when no grammar knows the language.
 */
export function languageGrammars(language: string): string {
  const grammar = grammarFor(language);
  if (!grammar) return '';
  const needed = new Set<string>();
  const add = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const embedded of EMBEDDED_LANGUAGES[name] ?? []) add(embedded);
  };
  add(grammar);
  return [...needed].sort().join(',');
}
