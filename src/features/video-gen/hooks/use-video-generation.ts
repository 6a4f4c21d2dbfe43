import { useCallback, useEffect, useRef, useState } from 'react';
import { startVideoGeneration, type VideoGenerationRequest } from '../api/generate-video';

/** The running generation's progress (null before the first), stopped when the screen goes. */
export function useVideoGeneration() {
  const [progress, setProgress] = useState<number | null>(null);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  const start = useCallback((request: VideoGenerationRequest) => {
    if (stop.current) return;
    stop.current = startVideoGeneration(request, setProgress);
  }, []);
  return { progress, start };
}
