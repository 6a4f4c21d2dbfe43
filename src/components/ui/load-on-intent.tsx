import {
  createContext,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { preloadWhenIdle } from '@/lib/when-idle';
import { lazyControl } from './lazy-component';

/**
 * True where a signed-in user's page is drawn: the deferred controls' code then arrives while the page is
 * idle after its first paint, so a first click neither fetches nor compiles it (issue #30). A guest's page
 * keeps to its byte budget: there the code loads when the user reaches for the control.
 */
export const PreloadWhenIdleContext = createContext(false);

interface Intent {
  pointerDown: boolean;
  focused: boolean;
  pressed: boolean;
  /**
   * A key pressed on the stand-in: an arrow key, or Enter or Space (whose click follows). Replayed as that
   * key, so a menu opened from the keyboard starts on its first item, as the real trigger's would.
   */
  key: string | null;
  arrived: boolean;
}

/** Runs once, in the commit that shows the real control. */
function OnArrival({ onArrival }: { onArrival: () => void }) {
  useLayoutEffect(onArrival, [onArrival]);
  return null;
}

export interface LoadOnIntentProps {
  /** The same trigger as a plain button, shown until the real control is here. */
  placeholder: ReactNode;
  /** Fetches the real control's code (pointing at the trigger starts it). */
  preload: () => unknown;
  /** The real control, usually a lazy component. */
  children: ReactNode;
}

/**
 * A menu or popover whose code (Headless UI and its positioning) loads when the user reaches for it,
 * so no page pays for it up front. Pointing at the trigger fetches the code; keyboard focus or a press
 * swaps the real control in, in one commit (the placeholder stays on screen meanwhile): focus moves to
 * the real trigger, and a press (a click, or Enter, Space or an arrow key) made before it arrived is
 * replayed on it, so the menu opens as if it had been there all along.
 */
export function LoadOnIntent({ placeholder, preload, children }: LoadOnIntentProps) {
  const [armed, setArmed] = useState(false);
  const idlePreload = useContext(PreloadWhenIdleContext);
  useEffect(() => (idlePreload ? preloadWhenIdle(preload) : undefined), [idlePreload, preload]);
  const box = useRef<HTMLSpanElement>(null);
  const intent = useRef<Intent>({
    pointerDown: false,
    focused: false,
    pressed: false,
    key: null,
    arrived: false,
  });

  // Listened to on the wrapper, natively: the placeholder is the consumer's plain button.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const state = intent.current;
    const arm = () => startTransition(() => setArmed(true));
    const trigger = () => element.querySelector<HTMLElement>('button');
    const listeners: Record<string, (event: Event) => void> = {
      pointerover: () => void preload(),
      touchstart: () => void preload(),
      pointerdown: () => {
        state.pointerDown = true;
        state.key = null;
      },
      keydown: (event) => {
        if (state.arrived || !(event instanceof KeyboardEvent)) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          state.key = event.key;
          arm();
        } else if (event.key === 'Enter' || event.key === ' ') {
          state.key = event.key; // the click it makes arms
        }
      },
      focusin: () => {
        if (state.arrived) return;
        state.focused = true;
        // A press focuses the trigger before its click: swapping now would take the click's target away.
        if (!state.pointerDown) arm();
      },
      focusout: (event) => {
        // Only focus moving to another element is the user moving on; the placeholder leaving the
        // page (or the window losing focus) takes it nowhere.
        if (!state.arrived && event instanceof FocusEvent && event.relatedTarget) state.focused = false;
      },
      click: (event) => {
        state.pointerDown = false;
        if (state.arrived) {
          // Pressed on the placeholder, released on the real trigger: the click lands on the wrapper.
          if (event.target === element) trigger()?.click();
          return;
        }
        state.pressed = true;
        arm();
      },
    };
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    };
  }, [preload]);

  const onArrival = useCallback(() => {
    const state = intent.current;
    state.arrived = true;
    const trigger = box.current?.querySelector<HTMLElement>('button');
    if (!trigger) return;
    // Taken once: StrictMode runs this effect twice in development, and a second click would close
    // the menu the first one opened.
    const { focused, pressed, key } = state;
    state.focused = false;
    state.pressed = false;
    state.key = null;
    // Never taken from where the user has gone since: only from the page itself, where the removed
    // placeholder left it.
    const focusIsFree = !document.activeElement || document.activeElement === document.body;
    if ((focused || pressed || key) && focusIsFree) trigger.focus({ preventScroll: true });
    const arrow = key === 'ArrowDown' || key === 'ArrowUp';
    if (arrow || (pressed && key)) {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: key!, bubbles: true, cancelable: true }));
    } else if (pressed) trigger.click();
  }, []);

  return (
    <span ref={box} className="contents">
      <Suspense fallback={placeholder}>
        {armed ? (
          <>
            {children}
            <OnArrival onArrival={onArrival} />
          </>
        ) : (
          placeholder
        )}
      </Suspense>
    </span>
  );
}

/**
 * A component that draws `Placeholder` (the trigger as a plain button) until the user reaches for it,
 * then the real control from `load` with the same props (see LoadOnIntent).
 */
export function loadOnIntent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const Control = lazyControl(load);
  return function DeferredControl(props: P) {
    return (
      <LoadOnIntent placeholder={<Placeholder {...props} />} preload={Control.preload}>
        <Control {...props} />
      </LoadOnIntent>
    );
  };
}
