import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCurrentPlan } from '@/features/plans';
import { BREAKPOINTS, useMediaQuery } from '@/lib/use-media-query';
import { useChooseModel } from '../hooks/use-choose-model';
import { useHeaderEntries } from '../hooks/use-header-entries';
import type { ModelChoice } from '../lib/access';
import { slugOfModel } from '../lib/choice';
import { SLUG_LABELS } from '../lib/labels';
import { ModelCarousel } from './model-carousel';
import { RowPlaceholder } from './row-placeholder';

const TAB = '-mb-px border-b-2 px-3 py-2 text-sm font-medium';

/**
 * The header entries as one-click buttons: tabs from 1024 px, a carousel below (spec section 2). Pro
 * and Pro Max users (every pro tier) do not get them. While the plan is still being worked out the row
 * keeps its height, empty, so the page below it does not jump down when the buttons arrive.
 */
export const ModelTabs = memo(function ModelTabs({ current }: { current: ModelChoice }) {
  const { t } = useTranslation();
  const plan = useCurrentPlan();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.wide}px)`);
  const slug = slugOfModel(current.model);
  const allEntries = useHeaderEntries(slug);
  const choose = useChooseModel();
  if (plan.isPro || plan.isProMax) return null;
  const entries = plan.resolved ? allEntries : [];
  if (!wide) return <ModelCarousel entries={entries} current={slug} onChoose={choose} />;
  return (
    <section
      aria-label={t('models.tabs_label')}
      aria-busy={entries.length === 0 || undefined}
      data-testid="model-tabs"
      className="flex justify-center gap-1 border-b border-line bg-surface px-3"
    >
      {entries.length === 0 ? <RowPlaceholder className={TAB} /> : null}
      {entries.map((item) => {
        const active = item.slug === slug;
        return (
          <button
            key={item.slug}
            type="button"
            aria-pressed={active}
            disabled={item.access.state === 'disabled'}
            onClick={() => choose(item.entry)}
            className={`${TAB} ${active ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
          >
            {t(SLUG_LABELS[item.slug].nameKey)}
          </button>
        );
      })}
    </section>
  );
});
