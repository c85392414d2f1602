/**
 * Whether the focus is nowhere a member put it: on nothing, on the page's body, or (with `orOn`) on the element of
 * that id, a screen's title that took it only because nothing else would.
 */
export const focusIsNowhere = (orOn?: string): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || (orOn !== undefined && active.id === orOn);
};

/**
 * Focuses `target()` in the next frame, if the focus is still nowhere then (`stillNowhere`); returns the cancel, for
 * an effect's cleanup. For a screen that opens with the focus nowhere: focusing asks the browser for the page's
 * layout, which in the task that committed the new screen is the whole screen's layout on top of the commit (a long
 * task on a phone), and in the next frame is the layout that frame computes anyway.
 */
export function focusInNextFrame(target: () => HTMLElement | null | undefined, stillNowhere: () => boolean): () => void {
  const frame = requestAnimationFrame(() => {
    if (stillNowhere()) target()?.focus();
  });
  return () => cancelAnimationFrame(frame);
}
