/** What stands in for a code block and a diagram when a reply is read aloud (already translated). */
export interface SpeakableLabels {
  code: string;
  diagram: string;
}

const FENCE =
  /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|(?![\s\S]))/gm;

/**
 * A reply's markdown as the plain text a voice should read: no '#', '**', list markers, quote marks,
 * link URLs or table pipes; a code block is announced, not spelled out, and a diagram too.
 */
export function speakableText(markdown: string, labels: SpeakableLabels): string {
  return (
    markdown
      .replace(FENCE, (_block, _fence: string, language: string) =>
        language.toLowerCase() === 'mermaid' ? `${labels.diagram}.` : `${labels.code}.`,
      )
      // Images keep their description, links their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<(https?:\/\/[^>]+)>/g, '')
      // Table separator rows go; cells become a list.
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm, '')
      .replace(/^[ \t]*\|(.*)\|[ \t]*$/gm, (_row, cells: string) =>
        cells
          .split('|')
          .map((cell) => cell.trim())
          .join(', '),
      )
      .replace(/^ {0,3}#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]*>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, '')
      // Emphasis, strike-through, inline code and math delimiters.
      .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/`+([^`]+)`+/g, '$1')
      .replace(/\\[()[\]]|\${1,2}/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
