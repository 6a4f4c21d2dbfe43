import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ActionLink, LimitOverlayPanel, usePlanLink, type Tier } from '@/features/plans';
import { focusIfLost } from '@/lib/focus-if-lost';
import { videoPreviewOverlay } from '../lib/preview-overlay';

/**
 * After 'Video is ready': what generating the full video needs on this plan, the plan's action, and
 * a way back to the collection (which ends the finished job, so the screen is usable again).
 */
export function VideoPreviewOverlay({ tier, onBack }: { tier: Tier; onBack: () => void }) {
  const { t } = useTranslation();
  const overlay = videoPreviewOverlay(tier);
  const href = usePlanLink(overlay.link);
  const action = useRef<HTMLDivElement>(null);
  // The screen under it turns inert, which takes the focus from Generate: it comes here, not to the body.
  useEffect(() => focusIfLost(() => action.current?.querySelector('a')), []);
  return (
    <LimitOverlayPanel title={t(overlay.titleKey)} body={t(overlay.bodyKey, overlay.values)}>
      <div ref={action} className="contents">
        <ActionLink href={href}>{t(overlay.actionKey, overlay.values)}</ActionLink>
      </div>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('videogen:limit_preview.back')}
      </Button>
    </LimitOverlayPanel>
  );
}
