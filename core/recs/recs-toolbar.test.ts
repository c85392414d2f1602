import { describe, expect, it } from 'vitest';
import { RecsToolbar } from './recs-toolbar';

const preference = (kept: boolean | null) => {
  const saved: boolean[] = [];
  return { saved, port: { load: async () => kept, save: (open: boolean) => void saved.push(open) } };
};

describe('RecsToolbar', () => {
  it('RECS-21: the toolbar opens as it was kept; without a kept state, as the recsToolbarIsOpened app setting says; every toggle is kept', async () => {
    const kept = preference(true);
    const toolbar = new RecsToolbar(kept.port, false);
    await Promise.resolve();
    expect(toolbar.open.value).toBe(true);
    toolbar.toggle();
    expect(toolbar.open.value).toBe(false);
    toolbar.toggle(true);
    expect(kept.saved).toEqual([false, true]);

    const none = preference(null);
    const fromSettings = new RecsToolbar(none.port, true);
    await Promise.resolve();
    expect(fromSettings.open.value).toBe(true);
  });
});
