import { afterEach, describe, expect, it } from 'vitest';
import { focusInNextFrame, focusIsNowhere } from './focus-next-frame';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focus in the next frame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = '<h1 id="screen-title" tabindex="-1">Discover</h1><button>Other</button><div id="card" tabindex="0"></div>';
    (document.activeElement as HTMLElement | null)?.blur();
    return { title: document.getElementById('screen-title')!, other: document.querySelector('button')!, card: document.getElementById('card')! };
  };

  it('tells the focus is nowhere on the body, and on the given title only when asked', () => {
    const { title, other } = page();
    expect(focusIsNowhere()).toBe(true);
    title.focus();
    expect([focusIsNowhere(), focusIsNowhere('screen-title')]).toEqual([false, true]);
    other.focus();
    expect(focusIsNowhere('screen-title')).toBe(false);
  });

  it('focuses the target in the next frame, not in the task that asked', async () => {
    const { card } = page();
    focusInNextFrame(() => card, () => focusIsNowhere());
    expect(document.activeElement).toBe(document.body);
    await frame();
    expect(document.activeElement).toBe(card);
  });

  it('leaves a focus placed meanwhile, and focuses nothing once cancelled', async () => {
    const { card, other } = page();
    focusInNextFrame(() => card, () => focusIsNowhere());
    other.focus();
    await frame();
    expect(document.activeElement).toBe(other);

    other.blur();
    const cancel = focusInNextFrame(() => card, () => focusIsNowhere());
    cancel();
    await frame();
    expect(document.activeElement).toBe(document.body);
  });
});
