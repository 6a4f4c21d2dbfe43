import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Message } from '@/lib/schemas/message';
import { safeUrl } from '@/lib/url/safe-url';
import { useMessageById } from '../state/chat-hooks';

/** Spec section 9: a new picture reply is scrolled into view 2 s after it arrives. */
const SCROLL_TO_PICTURE_MS = 2000;

/**
 * The pictures of an image model's reply (DALL-E, GPT Image) at their size, each opening full size in
 * a dialog. Alt text: the prompt that asked for them.
 */
export function ReplyImages({ message, isLatest }: { message: Message; isLatest: boolean }) {
  const { t } = useTranslation();
  const prompt = useMessageById(message.parentMessageId ?? '')?.text ?? '';
  const [opened, setOpened] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const urls = (message.image_urls ?? []).flatMap(
    (image) => safeUrl(image.image_url?.url ?? image.url, 'image') ?? [],
  );
  const alt = prompt ? t('chat.generated_image_of', { prompt }) : t('chat.generated_image');

  useEffect(() => {
    if (!isLatest) return;
    const timer = window.setTimeout(() => {
      const element = ref.current;
      // jsdom has no scrollIntoView.
      if (typeof element?.scrollIntoView === 'function')
        element.scrollIntoView({ block: 'end', behavior: 'smooth' });
    }, SCROLL_TO_PICTURE_MS);
    return () => window.clearTimeout(timer);
  }, [isLatest]);

  if (urls.length === 0) return null;
  return (
    <div ref={ref} className="flex flex-wrap gap-3">
      {urls.map((url) => (
        <button
          key={url}
          type="button"
          onClick={() => setOpened(url)}
          aria-label={t('chat.open_image')}
          className="overflow-hidden rounded-xl border border-line focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
        >
          <img
            src={url}
            alt={alt}
            className="block aspect-square w-72 max-w-full bg-surface-sunken object-cover sm:w-96"
          />
        </button>
      ))}
      <ModalDialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={t('chat.generated_image')}
        closeLabel={t('common.close')}
        size="wide"
      >
        {opened ? (
          <img src={opened} alt={alt} className="mt-4 max-h-[75vh] w-full rounded-xl object-contain" />
        ) : null}
      </ModalDialog>
    </div>
  );
}
