import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** NAV-09: the focus-restore delay after a menu closes. */
export const FOCUS_RESTORE_DELAY_MS = 50;

/**
 * Keeps keyboard focus inside `container` while `active` (Tab and Shift+Tab wrap), closes on Escape,
 * and gives focus back to `returnTo` (or to whatever had focus when it opened) after closing.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  // The latest handler, read when Escape is pressed: a new function each render must not restart the trap,
  // or its clean-up would hand the focus back to the opener while the dialog is still open.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const autofocus = root.querySelector<HTMLElement>('[data-autofocus]');
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
    (autofocus ?? focusables()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const target = returnTo?.current ?? opener;
      setTimeout(() => target?.isConnected && target.focus(), FOCUS_RESTORE_DELAY_MS);
    };
  }, [active, container, returnTo]);
}
