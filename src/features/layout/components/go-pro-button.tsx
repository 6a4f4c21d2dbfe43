import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SparkIcon } from '@/components/ui/icons';
import { useAuthContext } from '@/features/auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { upgradeLink } from '../lib/page-key';

const STYLE =
  'inline-flex items-center gap-1.5 rounded-full bg-pro px-3 py-1.5 text-xs font-semibold text-ink-inverse hover:opacity-90';

/** Guests are sent to sign up; signed-in users to the upgrade page with the default plan group. */
export function GoProButton() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const { upgradeUrl } = useRuntimeConfig();
  if (!user?.email) {
    return (
      <Link to="/register" className={STYLE}>
        <SparkIcon width={16} height={16} /> {t('shell.go_pro')}
      </Link>
    );
  }
  return (
    <a href={upgradeLink(upgradeUrl)} target="_blank" rel="noopener noreferrer" className={STYLE}>
      <SparkIcon width={16} height={16} /> {t('shell.go_pro')}
    </a>
  );
}
