// The start-up script of the prerendered landing (scripts/vite-prerender-landing.ts writes it into the build with
// a hash in its name, and each prerendered page loads it, deferred, in place of the module script and its preloads).
// The page is drawn already: its front picture comes first, then the app's modules (`data-entry`, `data-preload`),
// so that on a slow network the picture has the bandwidth to itself. A click on one of the landing's controls before
// the modules are in starts them at once and is held, as stage 1 holds it (src/first-paint.tsx): the root names the
// control (`data-held`, its place among the controls) and shows it is busy (`data-waiting`); stage 1 takes it over,
// ending this script's holding (it removes `data-early-clicks`). Plain script: it runs before any module.
(() => {
  const self = document.currentScript;
  const root = document.getElementById('root');
  if (!self || !root) return;
  let started = false;
  // Each link put in the page starts its download there and then, which costs the main thread a little (on a phone,
  // tens of milliseconds for the whole list at once, a few for each link): the entry and the first four go in one
  // task, the rest four to a task after it.
  const PRELOADS_PER_TASK = 4;
  const start = () => {
    if (started) return;
    started = true;
    const hrefs = JSON.parse(self.dataset.preload || '[]');
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = self.dataset.entry;
    const preload = (from, first) => {
      const links = document.createDocumentFragment();
      for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        links.append(link);
      }
      if (first) links.append(entry);
      document.head.append(links);
      if (from + PRELOADS_PER_TASK < hrefs.length) setTimeout(preload, 0, from + PRELOADS_PER_TASK, false);
    };
    preload(0, true);
  };

  const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';
  root.dataset.earlyClicks = '';
  const hold = (event) => {
    if (!('earlyClicks' in root.dataset)) {
      removeEventListener('click', hold, true);
      return;
    }
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    root.dataset.held = String([...root.querySelectorAll(CONTROLS)].indexOf(control));
    root.dataset.waiting = '';
    start();
  };
  addEventListener('click', hold, true);

  // Once the front picture is on screen: the browser reports it (Element Timing, its `elementtiming` attribute) once
  // the frame showing it has been presented; a browser without those reports: two frames after it arrived (or
  // failed). Then a task.
  const later = () => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      setTimeout(start, 0);
    };
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(go));
    if (!(globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes('element') || !front?.hasAttribute('elementtiming')) {
      frames();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.element === front)) return;
      observer.disconnect();
      go();
    }).observe({ type: 'element', buffered: true });
    // No report (the picture failed, or was not painted): two frames, as without reports.
    setTimeout(frames, 250);
  };

  const front = document.querySelector('img[fetchpriority="high"]');
  if (!front || front.complete) later();
  else {
    front.addEventListener('load', later, { once: true });
    front.addEventListener('error', later, { once: true });
  }
})();
