/**
 * Illustrated photos of demo members, drawn as small SVG files from a seeded generator: a portrait (face,
 * hair, clothes, accessories) and scenes (mountains, sea, city at dusk) that stand in for holiday shots.
 * Nothing is fetched; the same look and index always give the same bytes.
 */
import { WorldRandom } from './seeded-random';

const WIDTH = 600;
const HEIGHT = 750;

const SKIN_TONES = ['#f6d3b3', '#eab58d', '#d29a6c', '#b47a4e', '#8d5a36', '#6a4128'] as const;
const HAIR_COLOURS = ['#1f1a17', '#3b2a20', '#6b4423', '#a0652c', '#d9b26f', '#b23b2e', '#8e8e8e', '#2e3f6e'] as const;
const CLOTHES = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#073b4c', '#8338ec', '#fb5607', '#3a86ff', '#2a9d8f', '#e76f51'] as const;
const BACKDROPS = [
  ['#ffecd2', '#fcb69f'],
  ['#a1c4fd', '#c2e9fb'],
  ['#d4fc79', '#96e6a1'],
  ['#fbc2eb', '#a6c1ee'],
  ['#fdfbfb', '#ebedee'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#e0c3fc', '#8ec5fc'],
] as const;
const HAIR_STYLES = ['short', 'long', 'bun', 'curly', 'buzz', 'bob'] as const;

/** How one member looks in every photo. */
export interface Look {
  readonly skin: string;
  readonly hair: string;
  readonly hairStyle: (typeof HAIR_STYLES)[number];
  readonly clothes: string;
  readonly glasses: boolean;
  readonly beard: boolean;
  readonly earrings: boolean;
}

/** A look for a member; beards only where the generator gave the member a masculine-presenting style. */
export const randomLook = (random: WorldRandom, gender: number): Look => {
  const hairStyle = gender === 0 ? random.pick(['short', 'buzz', 'curly', 'short', 'bun'] as const) : gender === 1 ? random.pick(['long', 'bun', 'curly', 'bob', 'long'] as const) : random.pick(HAIR_STYLES);
  return {
    skin: random.pick(SKIN_TONES),
    hair: random.pick(HAIR_COLOURS),
    hairStyle,
    clothes: random.pick(CLOTHES),
    glasses: random.chance(0.3),
    beard: gender !== 1 && random.chance(gender === 0 ? 0.4 : 0.15),
    earrings: gender !== 0 && random.chance(0.5),
  };
};

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const gradient = (id: string, [from, to]: readonly [string, string]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const hairBack = (look: Look): string => {
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M190 300 Q175 520 215 600 L385 600 Q425 520 410 300 Z" fill="${look.hair}"/>`;
    case 'bob':
      return `<path d="M195 290 Q185 430 215 470 L385 470 Q415 430 405 290 Z" fill="${look.hair}"/>`;
    case 'bun':
      return `<circle cx="300" cy="175" r="52" fill="${look.hair}"/>`;
    default:
      return '';
  }
};

const hairFront = (look: Look): string => {
  switch (look.hairStyle) {
    case 'curly':
      return [230, 265, 300, 335, 370]
        .map((x, i) => `<circle cx="${x}" cy="${228 + (i % 2) * 14}" r="42" fill="${look.hair}"/>`)
        .join('');
    case 'buzz':
      return `<path d="M212 300 Q215 215 300 212 Q385 215 388 300 Q350 255 300 255 Q250 255 212 300 Z" fill="${look.hair}" opacity="0.85"/>`;
    default:
      return `<path d="M205 310 Q200 205 300 200 Q400 205 395 310 Q370 250 300 262 Q240 250 205 310 Z" fill="${look.hair}"/>`;
  }
};

const face = (look: Look, random: WorldRandom): string => {
  const smile = random.pick(['M265 370 Q300 400 335 370', 'M270 372 Q300 392 330 372', 'M268 368 Q300 410 332 368']);
  const parts = [
    `<rect x="272" y="400" width="56" height="70" rx="20" fill="${look.skin}"/>`,
    `<ellipse cx="300" cy="310" rx="95" ry="115" fill="${look.skin}"/>`,
    `<ellipse cx="262" cy="305" rx="9" ry="11" fill="#2b2b2b"/><ellipse cx="338" cy="305" rx="9" ry="11" fill="#2b2b2b"/>`,
    `<path d="${smile}" stroke="#7a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="240" cy="345" rx="16" ry="9" fill="#ff8fa3" opacity="0.35"/><ellipse cx="360" cy="345" rx="16" ry="9" fill="#ff8fa3" opacity="0.35"/>`,
  ];
  if (look.beard) parts.push(`<path d="M215 330 Q225 430 300 440 Q375 430 385 330 Q360 400 300 405 Q240 400 215 330 Z" fill="${look.hair}" opacity="0.9"/>`);
  if (look.glasses) {
    parts.push(
      `<g fill="none" stroke="#222" stroke-width="6"><circle cx="262" cy="305" r="28"/><circle cx="338" cy="305" r="28"/><path d="M290 305 L310 305"/></g>`,
    );
  }
  if (look.earrings) parts.push(`<circle cx="206" cy="352" r="8" fill="#ffd700"/><circle cx="394" cy="352" r="8" fill="#ffd700"/>`);
  return parts.join('');
};

const portrait = (look: Look, random: WorldRandom): string => {
  const backdrop = random.pick(BACKDROPS);
  const tilt = random.int(-6, 6);
  return [
    `<defs>${gradient('bg', backdrop)}</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${random.int(60, 540)}" cy="${random.int(60, 200)}" r="${random.int(30, 90)}" fill="#ffffff" opacity="0.25"/>`,
    `<g transform="rotate(${tilt} 300 450)">`,
    hairBack(look),
    `<path d="M110 750 Q120 520 300 500 Q480 520 490 750 Z" fill="${look.clothes}"/>`,
    face(look, random),
    hairFront(look),
    '</g>',
  ].join('');
};

const scene = (random: WorldRandom): string => {
  const kind = random.pick(['mountains', 'sea', 'city'] as const);
  const sky = random.pick(BACKDROPS);
  const parts = [`<defs>${gradient('sky', sky)}</defs>`, `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`];
  parts.push(`<circle cx="${random.int(100, 500)}" cy="${random.int(120, 300)}" r="${random.int(40, 80)}" fill="#fff3b0" opacity="0.9"/>`);
  if (kind === 'mountains') {
    const peaks = Array.from({ length: 4 }, (_, i) => {
      const x = i * 170 + random.int(-30, 30);
      return `<path d="M${x - 200} 750 L${x} ${random.int(330, 470)} L${x + 200} 750 Z" fill="${i % 2 === 0 ? '#3d5a80' : '#293241'}" opacity="0.9"/>`;
    });
    parts.push(...peaks);
  } else if (kind === 'sea') {
    parts.push(`<rect y="480" width="${WIDTH}" height="270" fill="#1d6fa3"/>`);
    for (let y = 510; y < 750; y += 40) parts.push(`<path d="M0 ${y} Q75 ${y - 15} 150 ${y} T300 ${y} T450 ${y} T600 ${y}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5"/>`);
  } else {
    for (let x = 0; x < WIDTH; x += 60) {
      const top = random.int(380, 560);
      parts.push(`<rect x="${x}" y="${top}" width="56" height="${HEIGHT - top}" fill="#22223b"/>`);
      for (let y = top + 20; y < HEIGHT - 20; y += 36) if (random.chance(0.45)) parts.push(`<rect x="${x + 14}" y="${y}" width="12" height="16" fill="#ffd166"/>`);
    }
  }
  return parts.join('');
};

/**
 * Photo `index` of a member with this look: the first is always a portrait, later ones portraits or scenes.
 * `label` becomes the image's accessible title.
 */
export const photoSvg = (look: Look, seed: number, index: number, label: string): string => {
  const random = WorldRandom.derive(seed, `photo:${index}`);
  const body = index === 0 || random.chance(0.6) ? portrait(look, random) : scene(random);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img"><title>${escapeXml(label)}</title>${body}</svg>`;
};

export const PHOTO_SIZE = { width: WIDTH, height: HEIGHT } as const;
