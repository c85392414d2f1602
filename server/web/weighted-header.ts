/**
 * The entries of a header listing weighted values (`Accept-Encoding`, `Accept-Language`: `value;q=0.8, other`), in
 * their order, each with its weight (`q`, 1 when absent, 0 when unreadable); empty entries are left out.
 */
export const weightedEntries = (header: string): { readonly value: string; readonly q: number }[] =>
  header
    .split(',')
    .map((part) => {
      const [value = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { value: value.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.value !== '');
