/** Reads a query string (with or without its `?`) into its parameters; the first of repeated names wins. */
export const readQuery = (search: string): ReadonlyMap<string, string> => {
  const params = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodePart(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodePart(eq === -1 ? '' : pair.slice(eq + 1));
    if (name !== undefined && value !== undefined && !params.has(name)) params.set(name, value);
  }
  return params;
};

const decodePart = (raw: string): string | undefined => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
    // Stryker disable next-line BlockStatement: an empty catch answers undefined as well
  } catch {
    return undefined;
  }
};
