import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraProps } from 'react-markdown';
import { codeBlockInfo } from '../../lib/markdown-safety';
import { CopyCodeButton } from './copy-code-button';

/** Replaces markdown's `<pre>`: a header with the language and a copy button over scrollable code. */
export function CodeBlock({ node, children }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  const { t } = useTranslation();
  const { language, code } = codeBlockInfo(node);
  return (
    <div className="md-code-block">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1">
        <span className="font-mono text-xs text-ink-muted">{language ?? t('chat.markdown.code')}</span>
        <CopyCodeButton code={code} />
      </div>
      {/* Scrolls sideways for long lines, so it must be reachable with the keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0}>{children}</pre>
    </div>
  );
}
