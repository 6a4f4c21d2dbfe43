import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageFrame } from '@/components/ui/page-frame';
import { AppShell } from '@/features/layout';
import { GeneratorLimitGate, type GeneratorKind } from '@/features/plans';

/** The frame of a tool whose screen is not built yet: its heading, what it will do, and an honest note. */
export function ToolPage({
  titleKey,
  leadKey,
  children,
  limit,
}: {
  titleKey: string;
  leadKey: string;
  children?: ReactNode;
  /** A generator with a monthly limit: its overlay covers the page once the limit is reached. */
  limit?: GeneratorKind;
}) {
  const { t } = useTranslation();
  const frame = (
    <PageFrame title={t(titleKey)} lead={t(leadKey)}>
      {children}
      <Alert tone="info">{t('common.not_available_yet')}</Alert>
    </PageFrame>
  );
  return <AppShell>{limit ? <GeneratorLimitGate kind={limit}>{frame}</GeneratorLimitGate> : frame}</AppShell>;
}
