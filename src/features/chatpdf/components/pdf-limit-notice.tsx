import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { tokenLimitModal, useCurrentPlan, usePlanGate, UsageLimitDialog } from '@/features/plans';
import type { PdfLimit } from '../hooks/use-pdf-upload';

/**
 * What a refused upload or question shows (spec section 8): the token-limit modal for `max-tokens`
 * (the member variant for enterprise members), else the limit-reached panel with its upgrade button.
 */
export function PdfLimitNotice({
  limit,
  onClose,
  onBack,
}: {
  limit: PdfLimit;
  onClose: () => void;
  /** A 'Back' button beside Upgrade (the landing's panel). */
  onBack?: () => void;
}) {
  const { t } = useTranslation('chatpdf');
  const gate = usePlanGate();
  const { isMember } = useCurrentPlan();
  const tokenModal = useMemo(() => tokenLimitModal(isMember), [isMember]);
  if (limit === 'tokens') return <UsageLimitDialog modal={tokenModal} onClose={onClose} />;
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center">
      <h2 className="text-lg font-semibold text-ink">
        {limit === 'chats' ? t('limit_chats_title') : t('limit_uploads_title')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('limit_body')}</p>
      <div className="mt-5 flex justify-center gap-2">
        <Button onClick={() => gate.requestPricing()}>{t('upgrade')}</Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
