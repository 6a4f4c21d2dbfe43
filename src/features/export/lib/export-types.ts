/** The export dialog's types, options and the rules that tie them together (contract section 6). */

export const EXPORT_TYPES = ['screenshot', 'text', 'markdown', 'json', 'csv', 'link'] as const;

export type ExportType = (typeof EXPORT_TYPES)[number];

export interface ExportTypeInfo {
  /** i18n key of the type's label in the dialog, e.g. 'screenshot (.png)'. */
  labelKey: string;
  /** File extension without the dot; null for the link, which downloads nothing. */
  extension: string | null;
  mimeType: string | null;
}

export const EXPORT_TYPE_INFO: Readonly<Record<ExportType, ExportTypeInfo>> = {
  screenshot: { labelKey: 'export.type_screenshot', extension: 'png', mimeType: 'image/png' },
  text: { labelKey: 'export.type_text', extension: 'txt', mimeType: 'text/plain;charset=utf-8' },
  markdown: { labelKey: 'export.type_markdown', extension: 'md', mimeType: 'text/markdown;charset=utf-8' },
  json: { labelKey: 'export.type_json', extension: 'json', mimeType: 'application/json;charset=utf-8' },
  csv: { labelKey: 'export.type_csv', extension: 'csv', mimeType: 'text/csv;charset=utf-8' },
  link: { labelKey: 'export.type_link', extension: null, mimeType: null },
};

export function isExportType(value: unknown): value is ExportType {
  return typeof value === 'string' && (EXPORT_TYPES as readonly string[]).includes(value);
}

/** The three option toggles of the dialog. */
export interface ExportOptions {
  /** Include the conversation's endpoint options ('Include endpoint options'). */
  includeOptions: boolean;
  /** Export every sibling branch instead of the selected one at each level. */
  branches: boolean;
  /** json only: nested `messagesTree` instead of a flat `messages` list. */
  recursive: boolean;
}

export interface ExportDialogState extends ExportOptions {
  type: ExportType;
}

/** On open: type screenshot, options on, branches off, recursive on. */
export const EXPORT_DIALOG_DEFAULTS: Readonly<ExportDialogState> = {
  type: 'screenshot',
  includeOptions: true,
  branches: false,
  recursive: true,
};

/** Which toggles a type supports; an unsupported one is disabled and labelled 'not supported'. */
export interface ExportOptionSupport {
  includeOptions: boolean;
  branches: boolean;
  recursive: boolean;
}

// Upstream also lists 'webpage' for branches, but that type is commented out there.
const BRANCH_TYPES: readonly ExportType[] = ['json', 'csv'];
const NO_OPTION_TYPES: readonly ExportType[] = ['csv', 'screenshot'];

/** The link (a fork addition) writes no file, so none of the file options apply to it. */
export function optionRules(type: ExportType): ExportOptionSupport {
  if (type === 'link') return { includeOptions: false, branches: false, recursive: false };
  return {
    includeOptions: !NO_OPTION_TYPES.includes(type),
    branches: BRANCH_TYPES.includes(type),
    recursive: type === 'json',
  };
}

/**
 * The dialog state after the user picks a type: branches and options are set to whether the type
 * supports them (as upstream does), recursive keeps its value (it only applies to json).
 */
export function selectExportType(state: ExportDialogState, type: ExportType): ExportDialogState {
  const support = optionRules(type);
  return { ...state, type, branches: support.branches, includeOptions: support.includeOptions };
}

/**
 * The options an export actually uses: an unsupported toggle counts as off whatever the checkbox
 * holds, so a stale value can never leak into a file.
 */
export function effectiveOptions(state: ExportDialogState): ExportOptions {
  const support = optionRules(state.type);
  return {
    includeOptions: support.includeOptions && state.includeOptions,
    branches: support.branches && state.branches,
    recursive: support.recursive && state.recursive,
  };
}

/** i18n key of the label next to a toggle: 'Enabled', or 'not supported' when the type lacks it. */
export function optionStateKey(supported: boolean): string {
  return supported ? 'export.enabled' : 'export.not_supported';
}

/** `name.ext` for a downloadable type; the bare name for the link. */
export function exportFileName(baseName: string, type: ExportType): string {
  const { extension } = EXPORT_TYPE_INFO[type];
  return extension ? `${baseName}.${extension}` : baseName;
}
