/**
 * The drawings of the GIF and sticker catalogue: small animated SVGs made here, so the server ships its own
 * media and never calls a GIF service. Each is a figure (heart, star, face, ...) that moves (bounce, pulse,
 * spin, wiggle, blink), on a coloured card with a caption for GIFs, on nothing for stickers. Nothing of a
 * member's input ever reaches these files.
 */

export type Figure =
  | 'heart'
  | 'star'
  | 'smile'
  | 'laugh'
  | 'wink'
  | 'sad'
  | 'wow'
  | 'sun'
  | 'moon'
  | 'cup'
  | 'pizza'
  | 'flower'
  | 'fire'
  | 'bolt'
  | 'note'
  | 'cat'
  | 'dog'
  | 'hand'
  | 'balloon'
  | 'ghost'
  | 'rocket'
  | 'check'
  | 'cross'
  | 'sparkle';

export type Motion = 'bounce' | 'pulse' | 'spin' | 'wiggle' | 'blink' | 'float';

export interface Art {
  readonly figure: Figure;
  readonly motion: Motion;
  /** Figure colour and card colour. */
  readonly ink: string;
  readonly card?: string;
  readonly caption?: string;
}

/** Each figure drawn in a 100 × 100 box centred on (50, 50). */
const FIGURES: Record<Figure, (ink: string) => string> = {
  heart: (ink) => `<path d="M50 84 L18 52 A17 17 0 0 1 50 28 A17 17 0 0 1 82 52 Z" fill="${ink}"/>`,
  star: (ink) => `<path d="M50 12 L61 38 L89 40 L67 58 L74 86 L50 71 L26 86 L33 58 L11 40 L39 38 Z" fill="${ink}"/>`,
  smile: (ink) => face(ink, '<path d="M33 58 Q50 74 67 58" stroke="#222" stroke-width="5" fill="none" stroke-linecap="round"/>'),
  laugh: (ink) => face(ink, '<path d="M30 54 Q50 82 70 54 Z" fill="#222"/>', '<path d="M31 40 L41 44 L31 48" stroke="#222" stroke-width="4" fill="none"/><path d="M69 40 L59 44 L69 48" stroke="#222" stroke-width="4" fill="none"/>'),
  wink: (ink) => face(ink, '<path d="M35 60 Q50 72 65 60" stroke="#222" stroke-width="5" fill="none" stroke-linecap="round"/>', '<circle cx="38" cy="42" r="5" fill="#222"/><path d="M56 43 L68 43" stroke="#222" stroke-width="5" stroke-linecap="round"/>'),
  sad: (ink) => face(ink, '<path d="M34 68 Q50 54 66 68" stroke="#222" stroke-width="5" fill="none" stroke-linecap="round"/>', '<circle cx="38" cy="42" r="5" fill="#222"/><circle cx="62" cy="42" r="5" fill="#222"/><path d="M64 50 Q60 60 64 62 Q68 60 64 50" fill="#4aa3ff"/>'),
  wow: (ink) => face(ink, '<ellipse cx="50" cy="64" rx="8" ry="11" fill="#222"/>'),
  sun: (ink) =>
    `<circle cx="50" cy="50" r="20" fill="${ink}"/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x="47" y="8" width="6" height="16" rx="3" fill="${ink}" transform="rotate(${i * 45} 50 50)"/>`).join(''),
  moon: (ink) => `<path d="M62 14 A36 36 0 1 0 86 62 A28 28 0 1 1 62 14 Z" fill="${ink}"/>`,
  cup: (ink) =>
    `<path d="M24 40 H68 V66 A16 16 0 0 1 52 82 H40 A16 16 0 0 1 24 66 Z" fill="${ink}"/><path d="M68 46 A10 10 0 0 1 68 66" stroke="${ink}" stroke-width="6" fill="none"/>` +
    '<path d="M38 18 Q34 26 38 32 M50 16 Q46 24 50 32" stroke="#999" stroke-width="3" fill="none"/>',
  pizza: (ink) => `<path d="M50 88 L16 22 Q50 8 84 22 Z" fill="${ink}"/><circle cx="44" cy="36" r="6" fill="#c0392b"/><circle cx="58" cy="52" r="6" fill="#c0392b"/><circle cx="46" cy="62" r="5" fill="#c0392b"/>`,
  flower: (ink) =>
    Array.from({ length: 6 }, (_, i) => `<ellipse cx="50" cy="28" rx="11" ry="18" fill="${ink}" transform="rotate(${i * 60} 50 50)"/>`).join('') +
    '<circle cx="50" cy="50" r="11" fill="#ffd23f"/>',
  fire: (ink) => `<path d="M50 90 C24 88 18 62 34 44 C36 56 44 58 44 58 C40 40 48 22 58 12 C58 30 82 42 80 64 C79 80 66 90 50 90 Z" fill="${ink}"/><path d="M50 88 C40 86 38 74 46 66 C48 72 54 72 54 72 C54 66 58 60 62 58 C64 72 64 86 50 88 Z" fill="#ffd23f"/>`,
  bolt: (ink) => `<path d="M56 8 L22 56 H46 L40 92 L78 40 H54 Z" fill="${ink}"/>`,
  note: (ink) => `<path d="M40 70 V22 L74 14 V62" stroke="${ink}" stroke-width="7" fill="none"/><ellipse cx="32" cy="72" rx="11" ry="8" fill="${ink}"/><ellipse cx="66" cy="64" rx="11" ry="8" fill="${ink}"/>`,
  cat: (ink) =>
    `<path d="M20 36 L26 12 L42 28 H58 L74 12 L80 36 V60 A30 28 0 0 1 20 60 Z" fill="${ink}"/>` +
    '<circle cx="38" cy="50" r="5" fill="#222"/><circle cx="62" cy="50" r="5" fill="#222"/><path d="M46 62 L50 66 L54 62" stroke="#222" stroke-width="3" fill="none"/>',
  dog: (ink) =>
    `<ellipse cx="50" cy="54" rx="28" ry="30" fill="${ink}"/><ellipse cx="22" cy="44" rx="10" ry="22" fill="#7a4b2a"/><ellipse cx="78" cy="44" rx="10" ry="22" fill="#7a4b2a"/>` +
    '<circle cx="40" cy="48" r="5" fill="#222"/><circle cx="60" cy="48" r="5" fill="#222"/><ellipse cx="50" cy="64" rx="8" ry="6" fill="#222"/>',
  hand: (ink) =>
    `<rect x="30" y="44" width="44" height="40" rx="16" fill="${ink}"/>` +
    [34, 44, 54, 64].map((x) => `<rect x="${x}" y="18" width="9" height="36" rx="4.5" fill="${ink}"/>`).join('') +
    `<rect x="16" y="50" width="24" height="9" rx="4.5" fill="${ink}" transform="rotate(-35 28 54)"/>`,
  balloon: (ink) => `<ellipse cx="50" cy="40" rx="24" ry="30" fill="${ink}"/><path d="M50 70 L46 76 H54 Z" fill="${ink}"/><path d="M50 76 Q44 84 52 92" stroke="#777" stroke-width="2" fill="none"/>`,
  ghost: (ink) =>
    `<path d="M22 88 V46 A28 28 0 0 1 78 46 V88 L68 80 L59 88 L50 80 L41 88 L32 80 Z" fill="${ink}"/>` +
    '<circle cx="40" cy="46" r="5" fill="#222"/><circle cx="60" cy="46" r="5" fill="#222"/>',
  rocket: (ink) =>
    `<path d="M50 8 C68 24 70 50 62 72 H38 C30 50 32 24 50 8 Z" fill="${ink}"/><circle cx="50" cy="38" r="8" fill="#9fd8ff"/>` +
    '<path d="M38 60 L24 78 L38 74 Z M62 60 L76 78 L62 74 Z" fill="#c0392b"/><path d="M42 74 L50 94 L58 74 Z" fill="#ff9f1c"/>',
  check: (ink) => `<circle cx="50" cy="50" r="38" fill="${ink}"/><path d="M32 52 L45 65 L70 38" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  cross: (ink) => `<circle cx="50" cy="50" r="38" fill="${ink}"/><path d="M35 35 L65 65 M65 35 L35 65" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`,
  sparkle: (ink) => `<path d="M50 10 Q54 46 90 50 Q54 54 50 90 Q46 54 10 50 Q46 46 50 10 Z" fill="${ink}"/><path d="M80 14 Q81 22 88 23 Q81 24 80 32 Q79 24 72 23 Q79 22 80 14 Z" fill="${ink}"/>`,
};

function face(ink: string, mouth: string, eyes = '<circle cx="38" cy="42" r="5" fill="#222"/><circle cx="62" cy="42" r="5" fill="#222"/>'): string {
  return `<circle cx="50" cy="50" r="38" fill="${ink}"/>${eyes}${mouth}`;
}

/** The animation of the figure's group, repeating every 1.2 s. */
const MOTIONS: Record<Motion, string> = {
  bounce: '<animateTransform attributeName="transform" type="translate" values="0 0;0 -12;0 0" dur="1.2s" repeatCount="indefinite"/>',
  float: '<animateTransform attributeName="transform" type="translate" values="0 4;0 -6;0 4" dur="2.4s" repeatCount="indefinite"/>',
  pulse:
    '<animateTransform attributeName="transform" type="scale" values="1;1.15;1" dur="1.2s" repeatCount="indefinite" additive="sum"/>' +
    '<animateTransform attributeName="transform" type="translate" values="0 0;-7.5 -7.5;0 0" dur="1.2s" repeatCount="indefinite" additive="sum"/>',
  spin: '<animateTransform attributeName="transform" type="rotate" values="0 50 50;360 50 50" dur="2.4s" repeatCount="indefinite"/>',
  wiggle: '<animateTransform attributeName="transform" type="rotate" values="-12 50 60;12 50 60;-12 50 60" dur="1.2s" repeatCount="indefinite"/>',
  blink: '<animate attributeName="opacity" values="1;0.35;1" dur="1.2s" repeatCount="indefinite"/>',
};

const escapeText = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A GIF of the catalogue: 200 × 150, a card, the moving figure and a caption. */
export const gifSvg = (art: Art, title: string): string => {
  const caption = art.caption === undefined ? '' : `<text x="100" y="138" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="1">${escapeText(art.caption)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="150" viewBox="0 0 200 150" role="img"><title>${escapeText(title)}</title>` +
    `<rect width="200" height="150" rx="12" fill="${art.card ?? '#333'}"/>` +
    `<g transform="translate(55 8) scale(0.9)"><g>${FIGURES[art.figure](art.ink)}${MOTIONS[art.motion]}</g></g>${caption}</svg>`
  );
};

/** A sticker of the catalogue: 160 × 160, the moving figure on nothing. */
export const stickerSvg = (art: Art, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 100 100" role="img"><title>${escapeText(title)}</title>` +
  `<g>${FIGURES[art.figure](art.ink)}${MOTIONS[art.motion]}</g></svg>`;
