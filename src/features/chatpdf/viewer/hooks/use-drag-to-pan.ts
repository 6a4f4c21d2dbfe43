import { useRef, type PointerEvent } from 'react';

/**
 * Drag with the mouse to pan the page. A press on the text starts a selection instead, so text can
 * still be selected and copied; touch scrolls natively.
 */
export function useDragToPan() {
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const onText = (event.target as Element).closest('.pdf-text-layer span');
    if (event.pointerType !== 'mouse' || event.button !== 0 || onText) return;
    const scroller = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop };
    scroller.setPointerCapture(event.pointerId);
    scroller.dataset.panning = 'true';
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    drag.current = null;
    delete event.currentTarget.dataset.panning;
  };
  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
