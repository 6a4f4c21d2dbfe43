import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DialogShell } from '@/components/ui/dialog-shell';

type Props = {
  title: string;
  /** Visually hide the title (the frame shows its own heading). */
  hideTitle?: boolean;
  leaving: boolean;
  onClose: () => void;
  /** Panel sizing. */
  className: string;
  children: ReactNode;
};

/** The register and pricing popups' frame: fades in, fades out while closing, closes on backdrop, Escape or icon. */
export function PopupShell({ leaving, className, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <DialogShell
      {...props}
      layout="bar"
      centred
      closeLabel={t('plans.popup.close')}
      panelTestId="plan-popup"
      fadeClassName={`transition-opacity duration-300 ${leaving ? 'opacity-0' : 'opacity-100 motion-safe:animate-fade-in'}`}
      panelClassName={`flex flex-col overflow-hidden ${className}`}
    />
  );
}
