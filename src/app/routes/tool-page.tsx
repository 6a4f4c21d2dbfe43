import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageFrame } from '@/components/ui/page-frame';
import { AppShell } from '@/features/layout';

/** The frame of a tool whose screen is not built yet: its heading, what it will do, and an honest note. */
export function ToolPage({
  titleKey,
  leadKey,
  children,
}: {
  titleKey: string;
  leadKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppShell>
      <PageFrame title={t(titleKey)} lead={t(leadKey)}>
        {children}
        <Alert tone="info">{t('common.not_available_yet')}</Alert>
      </PageFrame>
    </AppShell>
  );
}
