/**
 * A new build of the app, ready after a reload: the service worker's registration (a lazy chunk of the
 * production build) offers it here, the update notice shows it. A tiny external store, like the toasts.
 */
type Reload = () => void;

let offered: Reload | null = null;
const listeners = new Set<() => void>();

export function offerAppUpdate(reload: Reload): void {
  offered = reload;
  for (const listener of listeners) listener();
}

/** Forgets the offer (tests: the store outlives a rendered app). */
export function withdrawAppUpdate(): void {
  if (offered === null) return;
  offered = null;
  for (const listener of listeners) listener();
}

/** How to take the new build (null while there is none). */
export function pendingAppUpdate(): Reload | null {
  return offered;
}

export function subscribeToAppUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
