import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { captureScale } from '../lib/canvas-scale';
import { keepBaselineProbeInline, listMarkersAsText } from '../lib/capture-fixes';

/** The capture is as wide as the chat column (max-w-3xl plus padding), or the screen when narrower. */
const MAX_CAPTURE_WIDTH = 800;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Draws the element with html2canvas, fetched only now so it never weighs on the chat's bundle. */
async function capturePng(element: HTMLElement): Promise<Blob> {
  await document.fonts?.ready;
  await nextFrame();
  await nextFrame();
  const { default: html2canvas } = await import('html2canvas');
  const width = element.scrollWidth;
  const height = element.scrollHeight;
  const restoreProbe = keepBaselineProbeInline(document);
  const canvas = await html2canvas(element, {
    backgroundColor: getComputedStyle(element).backgroundColor,
    scale: captureScale(width, height, window.devicePixelRatio),
    width,
    height,
    // A window as tall as the transcript, so nothing lies below the fold of the cloned page.
    windowWidth: width,
    windowHeight: height,
    scrollX: 0,
    scrollY: 0,
    useCORS: true,
    logging: false,
    onclone: (_document, clone) => {
      clone.style.left = '0px';
      clone.style.top = '0px';
      // Buttons such as 'Copy code' are controls, not content; hidden, they keep their space.
      for (const button of clone.querySelectorAll('button')) button.style.visibility = 'hidden';
      listMarkersAsText(clone);
    },
  }).finally(restoreProbe);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))),
      'image/png',
    );
  });
}

export interface ScreenshotCaptureProps {
  /** The messages to draw, top to bottom (the visible path), as the chat draws them. */
  transcript: ReactNode;
  onDone: (png: Blob) => void;
  onError: (error: unknown) => void;
}

/**
 * The chat list is virtualised, so only a screenful of rows exists. This renders every message of
 * the path off-screen, as the chat draws them, captures that as one tall PNG, and reports it once.
 */
export function ScreenshotCapture({ transcript, onDone, onError }: ScreenshotCaptureProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onDone, onError });
  useLayoutEffect(() => {
    callbacks.current = { onDone, onError };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Off-screen and out of reach: no focus, no screen reader, while it briefly exists.
    element.setAttribute('inert', '');
    let cancelled = false;
    capturePng(element).then(
      (png) => !cancelled && callbacks.current.onDone(png),
      (error: unknown) => !cancelled && callbacks.current.onError(error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return createPortal(
    <div
      ref={ref}
      aria-hidden="true"
      data-export-capture=""
      className="bg-surface py-4 text-ink"
      style={{
        position: 'fixed',
        left: -100_000,
        top: 0,
        width: Math.min(window.innerWidth, MAX_CAPTURE_WIDTH),
      }}
    >
      {transcript}
    </div>,
    document.body,
  );
}
