import { effect, signal } from '@preact/signals-core';
import { gestureOfDrag, interactionOfGesture, SWIPE_THRESHOLD, type SwipeAction } from '../../core/recs';

/** How far a pointer moves before a press counts as a drag rather than a tap, in CSS pixels. */
const TAP_SLOP = 8;
/** How long a card takes to fly off, and to spring back. */
const FLY_MS = 280;
const SPRING_MS = 220;

/** Where a tap landed on the card: its left or right half (photos), or its foot (the name: the full profile). */
export type CardTap = 'previous' | 'next' | 'info';

export interface CardMotionHandlers {
  /** A drag let go past the threshold: the swipe should happen now (the caller flies the card, `fling`). */
  readonly onSwipe: (action: SwipeAction) => void;
  readonly onTap: (where: CardTap) => void;
  /** Whether a swipe would be taken now (a like while out of likes springs back instead of flying). */
  readonly canSwipe: (action: SwipeAction) => boolean;
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const clamp01 = (n: number): number => (n < 0 ? 0 : n > 1 ? 1 : n);

/**
 * RECS-01: the top card under the finger or the mouse. A drag writes only the `offset` signal; one signal effect
 * turns it into the card's `transform` and the stamps' `opacity`, so React renders nothing while a card moves and
 * the browser lays nothing out (a ResizeObserver keeps the card's size; its place is read as a press starts). Let
 * go past the threshold, the card flies off the way it went; short of it, it springs back. Buttons and keys fly the
 * card the same way
 * (`fling`). Flying is an animation of the card itself, on the compositor; the card is let go at once, so the swipe
 * (and the next card) happens at once, and the deck takes the card away once it has gone: nothing is copied or
 * removed while the next card is shown. With reduced motion, the card follows the pointer but nothing flies or
 * springs.
 */
export class CardMotion {
  readonly offset = signal({ x: 0, y: 0 });
  #el: HTMLElement | null = null;
  #size = { w: 1, h: 1, left: 0, top: 0 };
  #press: { id: number; x: number; y: number; dragging: boolean } | null = null;
  #stopEffect: (() => void) | null = null;
  #sized = false;
  #detach: (() => void) | null = null;
  /** The cards flying off, by element (a rewound card's flight is cancelled when it is back on top). */
  readonly #flights = new WeakMap<HTMLElement, Animation>();

  constructor(private readonly handlers: CardMotionHandlers) {}

  /** Follows a new top card (or none); returns the detach function. */
  attach(el: HTMLElement): () => void {
    this.#el = el;
    // A card that flew off and came back (a rewind) shows again where it belongs.
    this.#flights.get(el)?.cancel();
    this.offset.value = { x: 0, y: 0 };
    const stamps = {
      like: el.querySelector<HTMLElement>('[data-stamp="like"]'),
      dislike: el.querySelector<HTMLElement>('[data-stamp="dislike"]'),
      superlike: el.querySelector<HTMLElement>('[data-stamp="superlike"]'),
    };
    // Only what changed is written: a stamp that stays hidden is not touched, so the frame has less style to work out.
    const write = (target: HTMLElement | null, property: 'transform' | 'opacity', value: string): void => {
      if (target && target.style[property] !== value) target.style[property] = value;
    };
    this.#stopEffect = effect(() => {
      const { x, y } = this.offset.value;
      const { w, h } = this.#size;
      write(el, 'transform', x === 0 && y === 0 ? '' : `translate3d(${x}px, ${y}px, 0) rotate(${(x / w) * 12}deg)`);
      const up = -y > Math.abs(x);
      write(stamps.like, 'opacity', String(up ? 0 : clamp01(x / (w * SWIPE_THRESHOLD))));
      write(stamps.dislike, 'opacity', String(up ? 0 : clamp01(-x / (w * SWIPE_THRESHOLD))));
      write(stamps.superlike, 'opacity', String(up ? clamp01(-y / (h * SWIPE_THRESHOLD)) : 0));
    });
    // The card's size, kept by a ResizeObserver, so flying a card off never makes the browser lay the page out.
    const resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            const box = entry?.borderBoxSize?.[0];
            if (!box) return;
            this.#size = { ...this.#size, w: Math.max(1, box.inlineSize), h: Math.max(1, box.blockSize) };
            this.#sized = true;
          })
        : null;
    resize?.observe(el);
    el.addEventListener('pointerdown', this.#down);
    // The moves of a held card are taken at the window, before anything else sees them, and go no further: React's
    // listener at the root and the page's other listeners have nothing to do while a card moves.
    const view = el.ownerDocument.defaultView;
    view?.addEventListener('pointermove', this.#move, { capture: true });
    el.addEventListener('pointerup', this.#up);
    el.addEventListener('pointercancel', this.#cancel);
    this.#detach = () => {
      el.removeEventListener('pointerdown', this.#down);
      view?.removeEventListener('pointermove', this.#move, { capture: true });
      el.removeEventListener('pointerup', this.#up);
      el.removeEventListener('pointercancel', this.#cancel);
      resize?.disconnect();
      this.#stopEffect?.();
      this.#stopEffect = null;
    };
    return () => this.#release(el);
  }

  /** Stops following `el` (a card that left, or one no longer on top). */
  #release(el: HTMLElement): void {
    if (this.#el !== el) return;
    this.#detach?.();
    this.#detach = null;
    this.#press = null;
    this.#el = null;
    this.offset.value = { x: 0, y: 0 };
  }

  /**
   * Flies the card off for `action` (right, left or up, its stamp showing) from wherever it is now, and lets it go:
   * the next card is attached as it takes its place. Answers when the card has gone, or null when nothing flies
   * (reduced motion, or no card): the caller may then drop the card at once.
   */
  fling(action: SwipeAction): Promise<void> | null {
    const el = this.#el;
    this.#press = null;
    if (!el || reducedMotion() || typeof el.animate !== 'function') {
      this.#settle(false);
      return null;
    }
    if (!this.#sized) this.#measure(el);
    const { w, h } = this.#size;
    const { x, y } = this.offset.peek();
    for (const stamp of el.querySelectorAll<HTMLElement>('[data-stamp]')) stamp.style.opacity = stamp.dataset['stamp'] === action ? '1' : '0';
    const from = el.style.transform || 'translate3d(0, 0, 0)';
    const to =
      action === 'superlike'
        ? `translate3d(${x}px, ${-1.4 * h}px, 0)`
        : `translate3d(${(action === 'like' ? 1 : -1) * 1.5 * w}px, ${y + h * 0.1}px, 0) rotate(${action === 'like' ? 24 : -24}deg)`;
    el.style.transition = '';
    const flight = el.animate([{ transform: from }, { transform: to }], { duration: FLY_MS, easing: 'cubic-bezier(0.4, 0, 1, 1)', fill: 'forwards' });
    this.#flights.set(el, flight);
    this.#release(el);
    return flight.finished.then(
      () => undefined,
      () => undefined,
    );
  }

  #measure(el: HTMLElement): void {
    const r = el.getBoundingClientRect();
    this.#size = { w: Math.max(1, r.width), h: Math.max(1, r.height), left: r.left, top: r.top };
  }

  /** Puts the card back in place, sliding unless `animate` is false or motion is reduced. */
  #settle(animate: boolean): void {
    const el = this.#el;
    if (el && animate && !reducedMotion()) {
      el.style.transition = `transform ${SPRING_MS}ms cubic-bezier(0.2, 0.9, 0.3, 1.2)`;
      el.addEventListener('transitionend', () => (el.style.transition = ''), { once: true });
    } else if (el) {
      el.style.transition = '';
    }
    this.offset.value = { x: 0, y: 0 };
  }

  readonly #down = (e: PointerEvent): void => {
    if (!e.isPrimary || e.button !== 0 || this.#el === null) return;
    // The press belongs to the card: no text selection, no image drag, and no compatibility mouse events, whose
    // handling (selection updates at every move) would cost the drag a frame's worth of work.
    e.preventDefault();
    // The size comes from the ResizeObserver: a press makes the browser lay nothing out (a tap measures at its end).
    if (!this.#sized) this.#measure(this.#el);
    this.#el.style.transition = 'none';
    this.#press = { id: e.pointerId, x: e.clientX, y: e.clientY, dragging: false };
    this.#el.setPointerCapture?.(e.pointerId);
  };

  readonly #move = (e: PointerEvent): void => {
    const press = this.#press;
    if (press === null || e.pointerId !== press.id) return;
    e.stopPropagation();
    const dx = e.clientX - press.x;
    const dy = e.clientY - press.y;
    if (!press.dragging && Math.hypot(dx, dy) < TAP_SLOP) return;
    press.dragging = true;
    this.offset.value = { x: dx, y: dy };
  };

  readonly #up = (e: PointerEvent): void => {
    const press = this.#press;
    if (press === null || e.pointerId !== press.id) return;
    this.#press = null;
    if (!press.dragging) {
      if (this.#el) this.#measure(this.#el);
      const { w, h, left, top } = this.#size;
      const where: CardTap = e.clientY - top > h * 0.62 ? 'info' : e.clientX - left < w / 2 ? 'previous' : 'next';
      this.handlers.onTap(where);
      return;
    }
    const { x, y } = this.offset.peek();
    const gesture = gestureOfDrag(x, y, this.#size.w, this.#size.h);
    const action = gesture === undefined ? undefined : interactionOfGesture(gesture);
    if (action !== undefined && this.handlers.canSwipe(action)) this.handlers.onSwipe(action);
    else this.#settle(true);
  };

  readonly #cancel = (e: PointerEvent): void => {
    if (this.#press === null || e.pointerId !== this.#press.id) return;
    this.#press = null;
    this.#settle(true);
  };
}
