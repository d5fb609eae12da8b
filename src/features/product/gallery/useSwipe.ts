import { useRef, useState, type PointerEvent } from 'react';
import { dragOffset, stepSlide, swipeStep } from './swipe';

/** How far a pointer moves before the gesture counts as a horizontal drag or a vertical scroll. */
const DECIDE_PX = 8;

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
}

/**
 * Pointer-event swiping of a slide track. The viewport keeps `touch-action: pan-y`, so vertical
 * drags scroll the page and only horizontal ones reach here. Returns the live drag offset in
 * pixels and the handlers to spread on the viewport.
 */
export function useSwipe(opts: { enabled: boolean; index: number; count: number; onIndex: (index: number) => void }) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = gesture.current;
    gesture.current = null;
    if (!current || current.pointerId !== event.pointerId || !current.dragging) return;
    const dx = event.clientX - current.startX;
    setOffset(0);
    if (!cancelled) opts.onIndex(stepSlide(opts.index, swipeStep(dx, event.currentTarget.clientWidth), opts.count));
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!opts.enabled || opts.count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dragging: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.dragging) {
        if (Math.abs(dy) > DECIDE_PX && Math.abs(dy) > Math.abs(dx)) {
          gesture.current = null;
          return;
        }
        if (Math.abs(dx) < DECIDE_PX) return;
        current.dragging = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setOffset(dragOffset(dx, opts.index, opts.count));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, true),
  };

  return { offset, dragging: offset !== 0, handlers };
}
