/** Toasts (spec section 9: 5000 ms) as a tiny external store, so any module can raise one without context. */

export type ToastKind = 'info' | 'success' | 'error';

/** A button in the toast (Undo); pressing it closes the toast. */
export interface ToastAction {
  /** Already translated. */
  label: string;
  run: () => void;
}

/** How a toast went: its action was pressed, its time ran out, or the user dismissed it. */
export type ToastEnd = 'action' | 'timeout' | 'dismissed';

export interface Toast {
  id: string;
  message: string;
  kind: ToastKind;
  durationMs: number;
  action?: ToastAction;
}

export interface ShowToastInput {
  /** Already translated text. */
  message: string;
  kind?: ToastKind;
  durationMs?: number;
  action?: ToastAction;
  /** Called once as the toast goes (not when `clearToasts` empties the stack at logout). */
  onEnd?: (how: ToastEnd) => void;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  startedAt: number;
  remainingMs: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
let held = false;
const timers = new Map<string, Timer>();
const endings = new Map<string, (how: ToastEnd) => void>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function startTimer(id: string, timer: Timer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id, 'timeout'), timer.remainingMs);
}

export function showToast({
  message,
  kind = 'info',
  durationMs = DEFAULT_TOAST_DURATION_MS,
  action,
  onEnd,
}: ShowToastInput): string {
  const id = `toast-${nextId++}`;
  toasts = [...toasts, { id, message, kind, durationMs, ...(action ? { action } : {}) }];
  if (onEnd) endings.set(id, onEnd);
  const timer: Timer = { handle: null, startedAt: 0, remainingMs: durationMs };
  timers.set(id, timer);
  if (!held) startTimer(id, timer);
  emit();
  return id;
}

export function dismissToast(id: string, how: ToastEnd = 'dismissed'): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  // A toast removed under the pointer never sees mouseleave; an empty stack must not stay held.
  if (toasts.length === 0) held = false;
  const end = endings.get(id);
  endings.delete(id);
  emit();
  end?.(how);
}

/** Runs the toast's action and closes it. */
export function runToastAction(id: string): void {
  const toast = toasts.find((candidate) => candidate.id === id);
  if (!toast?.action) return;
  toast.action.run();
  dismissToast(id, 'action');
}

/** Pauses every countdown while the user points at or focuses the toasts (WCAG 2.2.1). */
export function holdToasts(): void {
  if (held) return;
  held = true;
  const now = Date.now();
  for (const timer of timers.values()) {
    if (!timer.handle) continue;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remainingMs = Math.max(0, timer.remainingMs - (now - timer.startedAt));
  }
}

export function releaseToasts(): void {
  if (!held) return;
  held = false;
  for (const [id, timer] of timers) startTimer(id, timer);
}

/** Removes every toast and timer (tests, logout). */
export function clearToasts(): void {
  for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
  timers.clear();
  endings.clear();
  held = false;
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
