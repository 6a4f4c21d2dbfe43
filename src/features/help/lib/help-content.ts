/** What the help screen lists. Labels and descriptions are keys of the `help` namespace. */

export interface HelpTool {
  id: 'chat' | 'image' | 'video' | 'pdf' | 'export' | 'presets';
  /** Where the tool opens; null for what lives inside the chat. */
  path: string | null;
}

export const HELP_TOOLS: readonly HelpTool[] = [
  { id: 'chat', path: '/chat/new' },
  { id: 'image', path: '/image-gen' },
  { id: 'video', path: '/video-gen' },
  { id: 'pdf', path: '/chatpdf' },
  { id: 'export', path: null },
  { id: 'presets', path: null },
];

export interface HelpShortcut {
  id: string;
  /** Key names as printed on keys; not translated. */
  keys: readonly string[];
}

export const HELP_SHORTCUTS: readonly HelpShortcut[] = [
  { id: 'send', keys: ['Enter'] },
  { id: 'newline', keys: ['Shift', 'Enter'] },
  { id: 'close', keys: ['Esc'] },
  { id: 'move', keys: ['Tab'] },
  { id: 'generate', keys: ['Enter'] },
  { id: 'pdf_pages', keys: ['←', '→', 'PageUp', 'PageDown'] },
  { id: 'pdf_zoom', keys: ['+', '−'] },
  { id: 'find_in_chat', keys: ['Ctrl', 'F'] },
  { id: 'quote_selection', keys: ['Ctrl', 'Shift', "'"] },
];

/** Markers the demo backend understands anywhere in a prompt (mocks/model/triggers.ts and the tools' mocks). */
export const MOCK_TRIGGERS: readonly { code: string; id: string }[] = [
  { code: '[[error:invalid_api_key]]', id: 'invalid_key' },
  { code: '[[error:insufficient_quota]]', id: 'quota' },
  { code: '[[error:500]]', id: 'server_error' },
  { code: '[[drop]]', id: 'drop' },
  { code: '[[length]]', id: 'length' },
  { code: '[[limited]]', id: 'limited' },
  { code: '[[slow]]', id: 'slow' },
  { code: '[[chars:2000]]', id: 'chars' },
  { code: '[[unsafe]]', id: 'unsafe' },
  { code: '[[math]]', id: 'math' },
  { code: '[[linger]]', id: 'linger' },
];
