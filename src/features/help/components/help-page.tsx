import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { usePlanLink } from '@/features/plans';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { HELP_SHORTCUTS, HELP_TOOLS, MOCK_TRIGGERS } from '../lib/help-content';

const KEY = 'rounded border border-line bg-surface-sunken px-1.5 py-0.5 font-mono text-xs text-ink';

function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What each tool does, the keyboard shortcuts, the demo's triggers and where to get help. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { mock, brandName } = useRuntimeConfig();
  const contactUrl = usePlanLink('support');

  return (
    <PageFrame title={t('title')} lead={t('lead', { brand: brandName })}>
      <HelpSection id="help-tools" title={t('tools.heading')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {HELP_TOOLS.map((tool) => (
            <li key={tool.id} className="rounded-xl border border-line p-4">
              <h3 className="font-medium text-ink">
                {tool.path ? (
                  <Link to={tool.path} className="text-accent underline-offset-2 hover:underline">
                    {t(`tools.${tool.id}.name`)}
                  </Link>
                ) : (
                  t(`tools.${tool.id}.name`)
                )}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`tools.${tool.id}.body`)}</p>
            </li>
          ))}
        </ul>
      </HelpSection>

      <HelpSection id="help-keys" title={t('shortcuts.heading')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {HELP_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.id} className="contents">
              <dt className="flex flex-wrap items-center gap-1">
                {shortcut.keys.map((key) => (
                  <kbd key={key} className={KEY}>
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-ink-muted">{t(`shortcuts.${shortcut.id}`)}</dd>
            </div>
          ))}
        </dl>
      </HelpSection>

      {mock ? (
        <HelpSection id="help-triggers" title={t('triggers.heading')}>
          <p className="text-sm text-ink-muted">{t('triggers.lead')}</p>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {MOCK_TRIGGERS.map((trigger) => (
              <div key={trigger.id} className="contents">
                <dt>
                  <code className={KEY}>{trigger.code}</code>
                </dt>
                <dd className="text-ink-muted">{t(`triggers.${trigger.id}`)}</dd>
              </div>
            ))}
          </dl>
        </HelpSection>
      ) : null}

      <HelpSection id="help-contact" title={t('contact.heading')}>
        <p className="text-sm text-ink-muted">
          {t('contact.body')}{' '}
          <a href={contactUrl} className="font-medium text-accent underline underline-offset-2">
            {t('contact.link')}
          </a>
        </p>
      </HelpSection>
    </PageFrame>
  );
}
