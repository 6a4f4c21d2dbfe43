import { useCallback, useEffect, useState } from 'react';
import { imageSizeOf, startImageProblem, type StartImageProblem } from '../lib/start-image';

export interface StartImage {
  file: File;
  /** An object URL for the preview, revoked when the image is replaced or removed. */
  previewUrl: string;
  width: number;
  height: number;
}

/** The optional start image: checked (type, at least 300×300) before it is taken, previewed, removable. */
export function useStartImage() {
  const [image, setImage] = useState<StartImage | null>(null);
  const [problem, setProblem] = useState<StartImageProblem | null>(null);

  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.previewUrl);
    },
    [image],
  );

  const choose = useCallback(async (file: File) => {
    const size = await imageSizeOf(file);
    const found = startImageProblem(file, size);
    setProblem(found);
    if (found || !size) return;
    setImage({ file, previewUrl: URL.createObjectURL(file), ...size });
  }, []);

  const remove = useCallback(() => {
    setImage(null);
    setProblem(null);
  }, []);

  return { image, problem, choose, remove };
}
