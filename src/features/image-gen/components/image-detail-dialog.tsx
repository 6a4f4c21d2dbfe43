import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/ui/action-icons';
import { Button } from '@/components/ui/button';
import { CopyTextButton } from '@/components/ui/copy-text-button';
import { VideoIcon } from '@/components/ui/icons';
import { TrashIcon } from '@/components/ui/list-icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
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

/** One image at full size, its prompt (with copy), the settings it was made with and what can be done with it. */
export function ImageDetailDialog({ image, onClose, onClosed, ...actions }: ImageDetailDialogProps) {
  const { t, i18n } = useTranslation('imagegen');
  const src = image ? safeUrl(image.url, 'image') : undefined;
  const settings = image?.input ? settingsFromInput(image.prompt, image.input) : null;
  const created = image?.timestamp ? new Date(image.timestamp) : null;
  const rows: [string, string][] = settings
    ? [
        [t('aspect_ratio'), settings.aspect_ratio],
        [t('output_format'), settings.output_format.toUpperCase()],
        [t('slider.guidance_scale'), String(settings.guidance_scale)],
        [t('slider.num_inference_steps'), String(settings.num_inference_steps)],
        [t('slider.output_quality'), String(settings.output_quality)],
        [t('slider.safety_tolerance'), String(settings.safety_tolerance)],
        [t('megapixels'), t('megapixels_value', { value: settings.megapixels })],
        [t('prompt_upsampling'), settings.prompt_upsampling ? t('on') : t('off')],
        [t('seed'), settings.seed === 0 ? t('seed_random') : String(settings.seed)],
      ]
    : [];

  return (
    <ModalDialog
      open={image !== null}
      onClose={onClose}
      onClosed={onClosed}
      title={t('details_title')}
      closeLabel={t('close')}
      size="wide"
    >
      {image ? (
        <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex items-center justify-center rounded-xl bg-surface-sunken">
            {src ? (
              <img
                src={src}
                alt={image.prompt}
                className="max-h-[60vh] w-auto max-w-full rounded-xl object-contain"
              />
            ) : null}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-ink">{t('prompt')}</h3>
                <CopyTextButton text={image.prompt} label={t('copy_prompt')} copiedLabel={t('copied')} />
              </div>
              <p className="mt-1 max-h-40 overflow-y-auto whitespace-pre-wrap break-words text-sm text-ink-muted">
                {image.prompt}
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
                {t('created', { date: created.toLocaleString(i18n.language) })}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2">
              <Button size="sm" onClick={() => actions.onUseSettings(image)}>
                {settings ? t('use_settings') : t('use_prompt')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => actions.onAnimate(image)}>
                <VideoIcon width={16} height={16} />
                {t('animate')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => actions.onDownload(image)}>
                <DownloadIcon width={16} height={16} />
                {t('download')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => actions.onDelete(image)}>
                <TrashIcon width={16} height={16} />
                {t('delete')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
