import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: a page that has not started yet. */
const fresh = async () => {
  vi.resetModules();
  return import('./drawn-after-the-start');
};

describe('drawnAfterTheStart', () => {
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  });

  it('the start`s page comes in a later render than the update that let it in (the waiting screen until then); once drawn, the page comes at once', async () => {
    // React's own scheduling, as in the browser (not act's, which would run the transition at once).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const { drawnAfterTheStart } = await fresh();
    const Page = () => <p>the page</p>;
    const Waiting = () => <p>waiting</p>;
    const Other = () => <p>another screen</p>;
    const StartPage = drawnAfterTheStart(Page, Waiting);
    const element = document.createElement('div');
    const root = createRoot(element);

    // The update that lets the route in, drawn at once: the waiting screen, not the page.
    flushSync(() => root.render(<StartPage />));
    expect(element.textContent).toBe('waiting');
    await waitFor(() => expect(element.textContent).toBe('the page'));

    // Another screen, then the page again: at once this time.
    flushSync(() => root.render(<Other />));
    flushSync(() => root.render(<StartPage />));
    expect(element.textContent).toBe('the page');
    // Another page of the kind, too.
    const Later = drawnAfterTheStart(() => <p>a later page</p>, Waiting);
    flushSync(() => root.render(<Later />));
    expect(element.textContent).toBe('a later page');
    root.unmount();
  });

  it('once another route`s screen has been drawn, the start is over: the page comes at once', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const { drawnAfterTheStart, routeScreenDrawn } = await fresh();
    const StartPage = drawnAfterTheStart(
      () => <p>the page</p>,
      () => <p>waiting</p>,
    );
    const element = document.createElement('div');
    const root = createRoot(element);
    routeScreenDrawn();
    flushSync(() => root.render(<StartPage />));
    expect(element.textContent).toBe('the page');
    root.unmount();
  });

  it('the start`s page is drawn in slices: other work runs between the parts of its render', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const { drawnAfterTheStart } = await fresh();
    // Work of the page's own: a counter moved on in every turn of the event loop while the page renders.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // A page of twenty parts, each a few milliseconds to draw, noting the counter when drawn.
    const seen: number[] = [];
    const Part = () => {
      seen.push(turns);
      const until = performance.now() + 3;
      while (performance.now() < until);
      return <span />;
    };
    const Page = () => (
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Part key={i} />
        ))}
      </>
    );
    const StartPage = drawnAfterTheStart(Page, () => <p>waiting</p>);
    const root = createRoot(document.createElement('div'));
    flushSync(() => root.render(<StartPage />));
    await waitFor(() => expect(seen).toHaveLength(20));
    ticking = false;
    // Drawn in one piece, every part would have seen the same count.
    expect(seen.at(-1)! - seen[0]!).toBeGreaterThan(0);
    root.unmount();
  });
});
