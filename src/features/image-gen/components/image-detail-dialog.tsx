import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DownloadIcon } from '@/components/ui/action-icons';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { VideoIcon } from '@/components/ui/icons';
import { TrashIcon } from '@/components/ui/list-icons';
import { formatNumber, localeFor } from '@/lib/i18n';
import { safeUrl } from '@/lib/url/safe-url';
import type { CollectedImage } from '../api/image-collection';
import { settingsFromInput } from '../lib/settings-from-input';

export interface ImageDetailDialogProps {
  image: CollectedImage | null;
  onClose: () => void;
  /** Once the dialog has closed and given the focus back (see `DialogShellProps.onClosed`). */
  onClosed?: () => void;
  onUseSettings: (image: CollectedImage) => void;
  onAnimate: (image: CollectedImage) => void;
  onDownload: (image: CollectedImage) => void;
  onDelete: (image: CollectedImage) => void;
}

/**
 * One image, its prompt (with copy), the settings it was made with and what can be done with it. The
 * panel never outgrows the screen: its title bar and Close stay in view, the picture scales down and
 * the body under the bar scrolls; a strip of backdrop stays above and below it to tap (issue #27).
 */
export function ImageDetailDialog({ image, onClose, onClosed, ...actions }: ImageDetailDialogProps) {
  const { t, i18n } = useTranslation('imagegen');
  // The last image stays in the panel while it fades out.
  const [shown, setShown] = useState(image);
  if (image && image !== shown) setShown(image);
  const current = image ?? shown;
  const src = current ? safeUrl(current.url, 'image') : undefined;
  const settings = current?.input ? settingsFromInput(current.prompt, current.input) : null;
  const created = current?.timestamp ? new Date(current.timestamp) : null;
  const number = (value: number) => formatNumber(value, i18n.language);
  const rows: [string, string][] = settings
    ? [
        [t('aspect_ratio'), settings.aspect_ratio],
        [t('output_format'), settings.output_format.toUpperCase()],
        [t('slider.guidance_scale'), number(settings.guidance_scale)],
        [t('slider.num_inference_steps'), number(settings.num_inference_steps)],
        // PNG is lossless: a quality setting did nothing to it.
        ...(settings.output_format === 'png'
          ? []
          : [[t('slider.output_quality'), number(settings.output_quality)] as [string, string]]),
        [t('slider.safety_tolerance'), number(settings.safety_tolerance)],
        [t('megapixels'), t('megapixels_value', { value: number(Number(settings.megapixels)) })],
        [t('prompt_upsampling'), settings.prompt_upsampling ? t('on') : t('off')],
        [t('seed'), settings.seed === 0 ? t('seed_random') : String(settings.seed)],
      ]
    : [];

  return (
    <DialogShell
      open={image !== null}
      onClose={onClose}
      onClosed={onClosed}
      title={t('details_title')}
      closeLabel={t('close')}
      layout="bar"
      animated
      centred
      panelTestId="image-details"
      panelClassName="flex max-h-[calc(100dvh-4rem)] max-w-3xl flex-col overflow-hidden sm:max-h-[calc(100dvh-3rem)]"
      bodyClassName="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:p-5"
    >
      {current ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex items-center justify-center rounded-xl bg-surface-sunken">
            {src ? (
              <img
                src={src}
                alt={current.prompt}
                className="max-h-[40dvh] w-auto max-w-full rounded-xl object-contain md:max-h-[60vh]"
              />
            ) : null}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-ink">{t('prompt')}</h3>
                <CopyTextButton text={current.prompt} label={t('copy_prompt')} copiedLabel={t('copied')} />
              </div>
              <p className="mt-1 max-h-40 overflow-y-auto whitespace-pre-wrap break-words text-sm text-ink-muted">
                {current.prompt}
              </p>
            </div>
            {rows.length > 0 ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-ink-muted">{label}</dt>
                    <dd className="text-right text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {created && !Number.isNaN(created.getTime()) ? (
              <p className="text-xs text-ink-muted">
                {t('created', { date: created.toLocaleString(localeFor(i18n.language)) })}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2">
              <Button size="sm" onClick={() => actions.onUseSettings(current)}>
                {settings ? t('use_settings') : t('use_prompt')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => actions.onAnimate(current)}>
                <VideoIcon width={16} height={16} />
                {t('animate')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => actions.onDownload(current)}>
                <DownloadIcon width={16} height={16} />
                {t('download')}
              </Button>
            </div>
            {/* Apart from Download, so a thumb aiming for one does not hit the other. */}
            <div className="border-t border-line pt-3">
              <Button variant="secondary" size="sm" onClick={() => actions.onDelete(current)}>
                <TrashIcon width={16} height={16} />
                {t('delete')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </DialogShell>
  );
}
