import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DialogShell } from './dialog-shell';

const WIDTHS = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  xl: 'max-w-6xl',
} as const;

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  /** See `DialogShellProps.onClosed`. */
  onClosed?: () => void;
}

/** A modal with a title bar over a body that scrolls when taller than the screen. */
export function DialogFrame({ width = 'md', ...props }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      {...props}
      layout="bar"
      closeLabel={t('common.close')}
      panelClassName={`flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden sm:max-h-[calc(100dvh-2rem)] ${WIDTHS[width]}`}
      bodyClassName="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5"
    />
  );
}
