import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { modelDisplayName } from '@/features/models';
import { downloadBlob } from '@/lib/download';
import { ranking, rankingCsv, type Vote } from '../lib/ranking';
import { TEXT_BUTTON } from './styles';

/** 'Your model ranking': wins, losses and ties per model from the blind votes, an Elo rating, CSV. */
export function RankingPanel({ votes }: { votes: readonly Vote[] }) {
  const { t } = useTranslation('compare');
  const rows = useMemo(() => ranking(votes), [votes]);
  return (
    <section
      aria-labelledby="compare-ranking"
      className="rounded-xl border border-line bg-surface p-3 text-sm"
    >
      <div className="flex items-center gap-2">
        <h2 id="compare-ranking" className="flex-1 font-semibold text-ink">
          {t('ranking.title')}
        </h2>
        <button
          type="button"
          className={TEXT_BUTTON}
          disabled={rows.length === 0}
          onClick={() =>
            downloadBlob(new Blob([rankingCsv(rows)], { type: 'text/csv' }), 'model-ranking.csv')
          }
        >
          {t('ranking.export')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('ranking.empty')}</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('ranking.caption', { n: votes.length })}</caption>
          <thead className="text-xs text-ink-muted">
            <tr>
              <th scope="col">{t('ranking.model')}</th>
              <th scope="col">{t('ranking.rating')}</th>
              <th scope="col">{t('ranking.wins')}</th>
              <th scope="col">{t('ranking.losses')}</th>
              <th scope="col">{t('ranking.ties')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.model} data-ranking-row={row.model}>
                <th scope="row" className="font-medium text-ink">
                  {modelDisplayName(row.model)}
                </th>
                <td>{row.rating}</td>
                <td>{row.wins}</td>
                <td>{row.losses}</td>
                <td>{row.ties}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-ink-muted">{t('ranking.note', { n: votes.length })}</p>
    </section>
  );
}
