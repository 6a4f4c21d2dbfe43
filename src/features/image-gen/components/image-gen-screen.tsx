import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { showToast } from '@/components/ui/toast-store';
import { GeneratorLimitGate, usePlanGate } from '@/features/plans';
import { useGenerateImageMutation } from '../api/generate-image';
import { isInvalidAccess } from '../lib/image-access-rules';
import { imageCollectionQueryOptions, type CollectedImage } from '../api/image-collection';
import { useImageGenAccess } from '../hooks/use-image-gen-access';
import { type FluxSettings } from '../lib/flux-options';
import { fluxRequestBody } from '../lib/flux-request';
import { keepImageForm, keptImageForm } from '../lib/kept-form';
import { startPending, type PendingImage } from '../lib/pending-image';
import { settingsFromInput } from '../lib/settings-from-input';
import { ImageCollection } from './image-collection';
import { ImageGenForm } from './image-gen-form';

/**
 * The Flux image generator (spec sections 2 and 4): the form, then a placeholder first in the
 * collection while the image is made, then the image. Guests meet the register gate, users without a
 * plan the pricing gate, plans at their limit the monthly overlay.
 */
export function ImageGenScreen() {
  const { t } = useTranslation('imagegen');
  // The form as the user left it in this tab (issue #27).
  const [kept] = useState(keptImageForm);
  const form = useForm<FluxSettings>({ defaultValues: kept });
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => keepImageForm(values) }),
    [subscribe],
  );
  const access = useImageGenAccess();
  const gate = usePlanGate();
  const queryClient = useQueryClient();
  const generate = useGenerateImageMutation();
  const [pending, setPending] = useState<PendingImage | null>(null);

  const onGenerate = form.handleSubmit(async (settings) => {
    if (access === 'register') return gate.requestRegister();
    if (access === 'pricing') return gate.requestPricing();
    if (access === 'limit' || pending) return;
    const body = fluxRequestBody(settings);
    setPending(startPending(settings.prompt.trim(), settings.aspect_ratio));
    try {
      const answer = await generate.mutateAsync(body);
      const url = answer.image_url;
      if (isInvalidAccess(answer)) return;
      if (!url) throw new Error('No image_url');
      // A server that does not list the new image at once still shows it first.
      queryClient.setQueryData(imageCollectionQueryOptions().queryKey, (list = []) =>
        list.some((image) => image.url === url)
          ? list
          : [
              {
                url,
                prompt: settings.prompt.trim(),
                replicate: url,
                timestamp: new Date().toISOString(),
                input: body.input,
              },
              ...list,
            ],
      );
    } catch {
      showToast({ message: t('failed'), kind: 'error' });
    } finally {
      setPending(null);
    }
  });

  const useSettings = (image: CollectedImage) => {
    form.reset(settingsFromInput(image.prompt, image.input));
    return () => form.setFocus('prompt');
  };

  return (
    <GeneratorLimitGate kind="image" blocked={access === 'limit'}>
      <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:py-8">
        <header>
          <h1 className="text-2xl font-semibold text-ink md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-muted">{t('lead')}</p>
        </header>
        {access === 'pricing' ? <Alert tone="info">{t('needs_plan')}</Alert> : null}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ImageGenForm form={form} generating={pending !== null} onGenerate={() => void onGenerate()} />
          <ImageCollection pending={pending} onUseSettings={useSettings} />
        </div>
      </section>
    </GeneratorLimitGate>
  );
}
