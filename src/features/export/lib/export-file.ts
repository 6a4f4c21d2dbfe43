import { type ExportInput } from './export-record';
import { EXPORT_TYPE_INFO, exportFileName, type ExportType } from './export-types';
import { sanitizeFileName } from './file-name';
import { formatCsv } from './format-csv';
import { formatJson } from './format-json';
import { formatMarkdown } from './format-markdown';
import { formatText } from './format-text';

/** The types whose file is text, built by a formatter (screenshot draws, link opens a page). */
export type TextExportType = Extract<ExportType, 'text' | 'markdown' | 'json' | 'csv'>;

export function isTextExportType(type: ExportType): type is TextExportType {
  return type === 'text' || type === 'markdown' || type === 'json' || type === 'csv';
}

const FORMATTERS: Readonly<Record<TextExportType, (input: ExportInput) => string>> = {
  text: formatText,
  markdown: formatMarkdown,
  json: formatJson,
  csv: formatCsv,
};

export interface ExportTextFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/**
 * A text export ready to download: the formatter's output, its MIME type and `name.ext`, where
 * the name the user typed is sanitised again (an emptied field falls back to 'New Chat').
 */
export function buildTextExport(type: TextExportType, fileName: string, input: ExportInput): ExportTextFile {
  return {
    fileName: exportFileName(sanitizeFileName(fileName), type),
    mimeType: EXPORT_TYPE_INFO[type].mimeType ?? 'text/plain;charset=utf-8',
    content: FORMATTERS[type](input),
  };
}
