import { memo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { DocumentIcon, ImageIcon, VideoIcon } from '@/components/ui/icons';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { STARTER_GROUPS, STARTER_GROUPS_SHOWN, SUGGESTION_BUTTONS } from '../lib/starters';

const SHORTCUTS = [
  { to: '/image-gen', key: 'shell.image_generation', Icon: ImageIcon },
  { to: '/chatpdf', key: 'shell.pdf_reader', Icon: DocumentIcon },
  { to: '/video-gen', key: 'shell.video_generation', Icon: VideoIcon },
];

const PILL =
  'rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:bg-surface-raised focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The suggestions, starter cards and shortcuts under the input: a memo, so a key press in the input (which
 * renders the landing again) does not render them.
 */
const Starters = memo(function Starters({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const groups = showAll ? STARTER_GROUPS : STARTER_GROUPS.slice(0, STARTER_GROUPS_SHOWN);
  return (
    <>
      <ul className="flex flex-wrap justify-center gap-2 px-4" aria-label={t('chat.suggestions')}>
        {SUGGESTION_BUTTONS.map((button) => (
          <li key={button.id}>
            <button type="button" className={PILL} onClick={() => onPick(`${button.quickAction}: `)}>
              {t(`chat.suggestion.${button.id}`)}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={PILL} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? t('chat.see_less') : t('chat.see_more')}
          </button>
        </li>
      </ul>
      <div className="grid gap-3 px-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} className="rounded-xl border border-line bg-surface-raised p-3">
            <h2 className="mb-2 text-sm font-semibold text-ink">{t(`chat.starters.${group.id}.title`)}</h2>
            <ul className="flex flex-col gap-1">
              {Array.from({ length: group.suggestions }, (_, index) => {
                const text = t(`chat.starters.${group.id}.s${index + 1}`);
                return (
                  <li key={index}>
                    <button
                      type="button"
                      onClick={() => onPick(text)}
                      className="w-full rounded-lg px-2 py-1.5 text-left text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink"
                    >
                      {text}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <ul className="flex flex-wrap justify-center gap-2 px-4">
        {SHORTCUTS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link to={to} className={`flex items-center gap-2 ${PILL}`}>
              <Icon width={16} height={16} /> {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
});

/** The empty chat: greeting, the centred input (passed in), suggestion buttons and starter cards. */
export function ChatLanding({ input, onPick }: { input: React.ReactNode; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  return (
    <div className="flex h-full flex-col overflow-y-auto">
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-5 py-8">
        <div className="px-4 text-center">
          <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t('chat.greeting')}</h1>
          <p className="mt-2 text-ink-muted">{t('chat.greeting_lead', { brand: brandName })}</p>
        </div>
        {input}
        <Starters onPick={onPick} />
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
