import { modelDisplayName } from '@/features/models';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { useUploadImageMutation } from '../api/upload-image';
import type { ImagePreview } from '../lib/image-attachments';
import type { UploadedImage } from '../lib/uploaded-image';
import { randomUuid } from '../lib/message-ids';

const loadEngine = () => import('../lib/attachment-engine');
type AttachmentEngine = Awaited<ReturnType<typeof loadEngine>>;

interface Entry {
  preview: ImagePreview;
  image: UploadedImage | null;
}

export interface ImageAttachments {
  previews: ImagePreview[];
  /** Validates, downscales and uploads; refusals and failures become error toasts. */
  addFiles: (files: FileList | File[]) => void;
  /** Drops a preview, cancelling its upload. */
  remove: (id: string) => void;
  /** Drops every preview (after sending), cancelling uploads still running. */
  clear: () => void;
  isUploading: boolean;
  /** The uploaded images, in preview order: the ask body's `images`. */
  uploadedImages: UploadedImage[];
}

/** Image attachments of one chat input (spec sections 3, 5 and 8). State is local to the caller. */
export function useImageAttachments({ model }: { model: string }): ImageAttachments {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  // The same list, current between renders, so two quick picks both see earlier ones.
  const entriesRef = useRef<Entry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const { mutateAsync: uploadImage } = useUploadImageMutation();

  const commit = useCallback((next: Entry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  const patch = useCallback(
    (id: string, changes: Partial<ImagePreview>, image?: UploadedImage) => {
      const current = entriesRef.current;
      if (!current.some((entry) => entry.preview.id === id)) return;
      commit(
        current.map((entry) =>
          entry.preview.id === id
            ? { preview: { ...entry.preview, ...changes }, image: image ?? entry.image }
            : entry,
        ),
      );
    },
    [commit],
  );

  const start = useCallback(
    async (work: AttachmentEngine, file: File) => {
      const { ATTACHMENT_ERRORS } = work;
      const head = new Uint8Array(
        await file
          .slice(0, work.SNIFF_BYTES)
          .arrayBuffer()
          .catch(() => new ArrayBuffer(0)),
      );
      if (!work.sniffImageType(head)) {
        showToast({ message: t(ATTACHMENT_ERRORS.unsupportedType), kind: 'error' });
        return;
      }
      const id = randomUuid();
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const preview: ImagePreview = {
        id,
        base64: '',
        isLoading: true,
        uploaded: false,
        file_name: file.name,
        progress: 0,
        failed: false,
      };
      commit([...entriesRef.current, { preview, image: null }]);
      try {
        const scaled = await work.downscaleImage(file);
        patch(id, { base64: scaled.base64DataUrl });
        if (controller.signal.aborted) return;
        const image = await uploadImage({
          file: scaled.blob,
          fileName: work.uploadFileName(file.name, scaled.blob.type || file.type),
          fileId: id,
          signal: controller.signal,
          onProgress: (fraction) => patch(id, { progress: Math.round(fraction * 100) / 100 }),
        });
        patch(id, { isLoading: false, uploaded: true, progress: 1 }, image);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        patch(id, { isLoading: false, failed: true });
        showToast({ message: t(ATTACHMENT_ERRORS.reading), kind: 'error' });
      } finally {
        controllers.current.delete(id);
      }
    },
    [commit, patch, t, uploadImage],
  );

  const addFiles = useCallback(
    (files: FileList | File[]) => {
      const list = Array.from(files);
      if (list.length === 0) return;
      loadEngine().then(
        (work) => {
          if (!work.modelAcceptsImages(model)) {
            showToast({
              message: t('chat.attachments.model_unsupported', { model: modelDisplayName(model) }),
              kind: 'error',
            });
            return;
          }
          const existing = entriesRef.current.map((entry) => entry.preview.file_name);
          const { accepted, errors } = work.validateImageSelection(existing, list);
          for (const key of errors) showToast({ message: t(key), kind: 'error' });
          for (const file of accepted) void start(work, file);
        },
        () => showToast({ message: t('chat.errors.generic'), kind: 'error' }),
      );
    },
    [model, start, t],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      controllers.current.delete(id);
      commit(entriesRef.current.filter((entry) => entry.preview.id !== id));
    },
    [commit],
  );

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    commit([]);
  }, [commit]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const previews = useMemo(() => entries.map((entry) => entry.preview), [entries]);
  const uploadedImages = useMemo(
    () => entries.flatMap((entry) => (entry.preview.uploaded && entry.image ? [entry.image] : [])),
    [entries],
  );
  const isUploading = previews.some((preview) => preview.isLoading);
  return { previews, addFiles, remove, clear, isUploading, uploadedImages };
}
