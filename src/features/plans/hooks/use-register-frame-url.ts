import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { readPopupCookies } from '../lib/gate-inputs';
import { registerFrameUrl } from '../lib/upgrade-url';

/** The register popup re-checks its address every second (spec section 9). */
export const FRAME_RECHECK_MS = 1000;

function currentFrameUrl(startSiteUrl: string): string {
  const cookies = readPopupCookies();
  return registerFrameUrl({ startSiteUrl, ...cookies });
}

/**
 * The frame's address: register-auth until a user_email cookie exists (the registration site sets it
 * once the visitor signs up inside the frame), then pricing. Re-read every second.
 */
export function useRegisterFrameUrl(): string {
  const { startSiteUrl } = useRuntimeConfig();
  const [url, setUrl] = useState(() => currentFrameUrl(startSiteUrl));
  useEffect(() => {
    const timer = setInterval(() => setUrl(currentFrameUrl(startSiteUrl)), FRAME_RECHECK_MS);
    return () => clearInterval(timer);
  }, [startSiteUrl]);
  return url;
}
