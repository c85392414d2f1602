/**
 * The languages of an `Accept-Language` header, most wanted first (by `q`, then by their order), as a browser's
 * `navigator.languages` lists them; `*`, refused (`q=0`) and malformed entries are left out.
 */
export const acceptedLanguages = (header: string | undefined): string[] => {
  if (!header) return [];
  const entries: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    entries.push({ tag, q, at });
  });
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((e) => e.tag);
};
