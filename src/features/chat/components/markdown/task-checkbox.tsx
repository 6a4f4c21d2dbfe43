import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ExtraProps } from 'react-markdown';

/** The read-only checkbox of a GFM task list item (`- [x] ...`), named for screen readers. */
export function TaskCheckbox({ node: _node, ...props }: ComponentPropsWithoutRef<'input'> & ExtraProps) {
  const { t } = useTranslation();
  return <input {...props} aria-label={t('chat.markdown.task')} />;
}
