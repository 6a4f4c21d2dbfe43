import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentIcon, ImageIcon, VideoIcon } from '@/components/ui/icons';
import { useRuntimeConfig } from '@/lib/runtime-config';

const SHORTCUTS = [
  { to: '/image-gen', key: 'shell.image_generation', Icon: ImageIcon },
  { to: '/chatpdf', key: 'shell.pdf_reader', Icon: DocumentIcon },
  { to: '/video-gen', key: 'shell.video_generation', Icon: VideoIcon },
];

/** The fresh-chat landing: greeting and the tool shortcuts. */
export function ChatLanding() {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  return (
    <div className="flex min-h-full flex-col">
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-10 text-center">
        <h1 className="text-3xl font-semibold text-ink">{t('chat.greeting')}</h1>
        <p className="text-ink-muted">{t('chat.greeting_lead', { brand: brandName })}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {SHORTCUTS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm text-ink hover:bg-surface-raised"
              >
                <Icon width={18} height={18} /> {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <footer className="flex justify-center gap-4 py-3 text-xs text-ink-muted">
        <a href="/about" className="hover:underline">
          {t('chat.about_us')}
        </a>
        <a href="/privacy" className="hover:underline">
          {t('chat.privacy')}
        </a>
      </footer>
    </div>
  );
}
