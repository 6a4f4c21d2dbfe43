import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';
import { BookmarkIcon, TrashIcon } from '@/components/ui/option-icons';
import { useDeletePreset } from '../api/delete-preset';
import { usePresetsQuery } from '../api/get-presets';
import { presetSummary, UNTITLED_PRESET } from '../lib/preset';
import { PRESETS_BUTTON_STYLE, PresetsButtonFace, type PresetsMenuProps } from './presets-button-face';

const ROW = 'flex items-center gap-1 rounded-lg hover:bg-surface-sunken';

/** The presets popover itself (see presets-menu.tsx). */
export function PresetsPopover({ label, onApply, onSaveAs, children }: PresetsMenuProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const presets = usePresetsQuery(true);
  const remove = useDeletePreset();

  return (
    <Popover className="relative min-w-0">
      <PopoverButton
        aria-label={t('presets.menu_button', { endpoint: label })}
        className={PRESETS_BUTTON_STYLE}
      >
        <PresetsButtonFace label={label} />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'top start', gap: 8, padding: 8 }}
        role="dialog"
        aria-labelledby={titleId}
        className="z-50 flex max-h-[min(30rem,var(--anchor-max-height,75dvh))] w-[min(20rem,calc(100vw-1rem))] flex-col gap-3 overflow-y-auto rounded-xl border border-line bg-surface p-3 shadow-lg"
      >
        {({ close }) => (
          <>
            {children?.(close)}
            <section className="flex flex-col gap-1">
              <h2 id={titleId} className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                {t('presets.menu_title')}
              </h2>
              {presets.isPending ? (
                <Spinner label={t('common.loading')} />
              ) : presets.isError ? (
                <p className="px-2 text-sm text-danger">{t('presets.load_failed')}</p>
              ) : presets.data.length === 0 ? (
                <p className="px-2 text-sm text-ink-muted">{t('presets.empty')}</p>
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {presets.data.map((preset, index) => {
                    const title = preset.title || UNTITLED_PRESET;
                    return (
                      <li key={preset.presetId ?? index} className={ROW}>
                        <button
                          type="button"
                          onClick={() => {
                            onApply(preset);
                            close();
                          }}
                          className="flex min-w-0 flex-1 flex-col items-start px-2 py-1.5 text-left"
                        >
                          <span className="w-full truncate text-sm text-ink">{title}</span>
                          <span className="w-full truncate text-xs text-ink-muted">
                            {presetSummary(preset)}
                          </span>
                        </button>
                        <button
                          type="button"
                          aria-label={t('presets.delete_named', { name: title })}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(preset)}
                          className="rounded-md p-1.5 text-ink-muted hover:bg-surface hover:text-danger disabled:opacity-40"
                        >
                          <TrashIcon width={16} height={16} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <div className="border-t border-line pt-2">
              <button
                type="button"
                onClick={() => {
                  close();
                  onSaveAs();
                }}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-ink hover:bg-surface-sunken"
              >
                <BookmarkIcon width={16} height={16} />
                {t('presets.save_as')}
              </button>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
