import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { SparkIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { usePlanLink } from '../hooks/use-plan-link';
import { usageModalTarget } from '../lib/plan-links';
import { ActionLink } from './action-link';
import type { UsageModal } from '../lib/usage-limits';

export interface UsageLimitDialogProps {
  modal: UsageModal | null;
  onClose: () => void;
}

/**
 * The usage-limit modals (spec section 8): 'Maximum Token Limit', 'Maximum Prompt Limit', 'Maximum
 * Image Limit', 'Maximum Credit Limit' and the trial's 'Switch to PRO'. The action opens the upgrade
 * page (or the support page) in a new tab, so the chat and its unsent text stay.
 */
export function UsageLimitDialog({ modal, onClose }: UsageLimitDialogProps) {
  const { t } = useTranslation();
  // The last modal stays rendered while the dialog fades out.
  const [shown, setShown] = useState(modal);
  if (modal && modal !== shown) setShown(modal);
  const href = usePlanLink(shown ? usageModalTarget(shown) : 'upgrade');
  if (!shown) return null;
  return (
    <ModalDialog
      open={modal !== null}
      onClose={onClose}
      title={t(shown.titleKey)}
      description={t(shown.bodyKey, shown.values)}
      closeLabel={t('usage.close')}
      icon={
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent/10 text-accent">
          <SparkIcon width={20} height={20} />
        </span>
      }
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('usage.not_now')}
        </Button>
        <ActionLink href={href} onClick={onClose}>
          {t(shown.actionKey)}
        </ActionLink>
      </div>
    </ModalDialog>
  );
}
