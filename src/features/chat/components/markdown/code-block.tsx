import { useContext, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ExtraProps } from 'react-markdown';
import { useDiagram } from '../../hooks/use-diagram';
import { useHighlightedCode } from '../../hooks/use-highlighted-code';
import { isClosedFence } from '../../lib/markdown-blocks';
import { codeBlockInfo } from '../../lib/markdown-safety';
import { CopyCodeButton } from './copy-code-button';
import { MarkdownSource } from './markdown-source';

/**
 * Replaces markdown's `<pre>`: a header with the language and a copy button over scrollable code,
 * highlighted once the highlighter is there (useHighlightedCode). A
 * ```mermaid block is drawn once its fence has closed (its source until then, and if it fails to parse),
 * with a button that switches between the diagram and its source.
 */
export function CodeBlock({ node, children }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const { t } = useTranslation();
  const { language, code } = codeBlockInfo(node);
  const { source, growing } = useContext(MarkdownSource);
  const start = node?.position?.start.offset;
  const end = node?.position?.end.offset;
  const closed = language === 'mermaid' && start !== undefined && isClosedFence(source.slice(start, end));
  const svg = useDiagram(closed ? code : null);
  const [showSource, setShowSource] = useState(false);
  const diagram = svg !== null && !showSource;
  const highlighted = useHighlightedCode(language, code, growing);
  return (
    <div className="md-code-block">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1">
        <span className="font-mono text-xs text-ink-muted">{language ?? t('chat.markdown.code')}</span>
        <div className="flex items-center gap-1">
          {svg !== null ? (
            <button
              type="button"
              aria-pressed={showSource}
              onClick={() => setShowSource((shown) => !shown)}
              className="rounded px-1.5 py-0.5 text-xs text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink"
            >
              {t('chat.markdown.show_source')}
            </button>
          ) : null}
          <CopyCodeButton code={code} />
        </div>
      </div>
      {diagram ? (
        // The SVG comes from mermaid at its strict security level (sanitized, no HTML labels).
        <div
          className="md-diagram"
          role="img"
          aria-label={t('chat.markdown.diagram')}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        // Scrolls sideways for long lines, so it must be reachable with the keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0}>
          {highlighted ? <code className={`hljs language-${language}`}>{highlighted}</code> : children}
        </pre>
      )}
    </div>
  );
}
