import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentVisibility } from '../../adapters/page-visibility/document-visibility';
import type { PageVisibilityPort } from '../../core/location';
import { FakePageVisibility } from '../../core/location/testing/fake-page-visibility';
import { StandInDocument } from './stand-ins/stand-in-document';

/** What the contract needs to drive one implementation of PageVisibilityPort. */
interface PageVisibilityHarness {
  readonly port: PageVisibilityPort;
  setVisible(visible: boolean): void;
}

type HarnessFactory = (initiallyVisible: boolean) => PageVisibilityHarness;

const pageVisibilityContract = (name: string, create: HarnessFactory): void => {
  describe(`PageVisibilityPort contract — ${name}`, () => {
    it('LOC-09: isVisible reports the current visibility', () => {
      expect(create(true).port.isVisible()).toBe(true);
      const h = create(false);
      expect(h.port.isVisible()).toBe(false);
      h.setVisible(true);
      expect(h.port.isVisible()).toBe(true);
    });

    it('LOC-09: a subscriber hears each change with the new visibility, which isVisible already reports', () => {
      const h = create(true);
      const heard: Array<[boolean, boolean]> = [];
      h.port.subscribe((visible) => heard.push([visible, h.port.isVisible()]));
      h.setVisible(false);
      h.setVisible(true);
      expect(heard).toEqual([
        [false, false],
        [true, true],
      ]);
    });

    it('LOC-09: setting the same visibility again is not a change', () => {
      const h = create(true);
      const heard: boolean[] = [];
      h.port.subscribe((visible) => heard.push(visible));
      h.setVisible(true);
      h.setVisible(false);
      h.setVisible(false);
      expect(heard).toEqual([false]);
    });

    it('LOC-09: an unsubscribed listener hears nothing while others still do', () => {
      const h = create(true);
      const gone: boolean[] = [];
      const kept: boolean[] = [];
      const unsubscribe = h.port.subscribe((visible) => gone.push(visible));
      h.port.subscribe((visible) => kept.push(visible));
      unsubscribe();
      unsubscribe();
      h.setVisible(false);
      expect(gone).toEqual([]);
      expect(kept).toEqual([false]);
    });

    it('LOC-09: for any sequence of settings, listeners hear exactly the changes', () => {
      fc.assert(
        fc.property(fc.boolean(), fc.array(fc.boolean(), { maxLength: 30 }), (initial, settings) => {
          const h = create(initial);
          const heard: boolean[] = [];
          const unsubscribe = h.port.subscribe((visible) => heard.push(visible));
          const expected: boolean[] = [];
          let current = initial;
          for (const visible of settings) {
            h.setVisible(visible);
            if (visible !== current) expected.push(visible);
            current = visible;
          }
          unsubscribe();
          expect(heard).toEqual(expected);
          expect(h.port.isVisible()).toBe(current);
        }),
      );
    });
  });
};

pageVisibilityContract('FakePageVisibility', (initiallyVisible) => {
  const fake = new FakePageVisibility(initiallyVisible);
  return { port: fake, setVisible: (v) => fake.setVisible(v) };
});

pageVisibilityContract('DocumentVisibility over an EventTarget document', (initiallyVisible) => {
  const document = new StandInDocument(initiallyVisible);
  return { port: new DocumentVisibility(document), setVisible: (v) => document.setVisible(v) };
});
