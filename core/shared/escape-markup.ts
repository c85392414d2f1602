const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to write into HTML or XML markup: as a text node or as a quoted attribute value. Every `&`, `<`, `>`,
 * `"` and `'` becomes its character reference, so no text can open a tag, end an attribute or start another entity.
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
