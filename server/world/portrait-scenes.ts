/**
 * The places a demo member's photos are taken in: simple vector backgrounds for a 300×400 frame (3:4), drawn
 * behind the person and softened like a photo's background. Each scene has variants (time of day, season) and
 * seeded details, so two photos of one kind still differ. Nothing is fetched.
 */
import type { WorldRandom } from './seeded-random';

export const FRAME = { width: 300, height: 400 } as const;

export const SCENE_KINDS = ['sunset', 'city', 'beach', 'cafe', 'park', 'mountains'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** Alternative-text words for each scene. */
export const SCENE_WORDS: Readonly<Record<SceneKind, string>> = {
  sunset: 'at sunset',
  city: 'in the city',
  beach: 'on the beach',
  cafe: 'in a café',
  park: 'in the park',
  mountains: 'in the mountains',
};

/** A drawn scene: its background (blurred like a photo's), what stands in front of the person, and the light. */
export interface Scene {
  readonly back: string;
  readonly front: string;
  /** A colour laid over the whole picture at low strength (warm at sunset, cool at night). */
  readonly tint: string;
  readonly tintOpacity: number;
  /** Whether the person may wear sunglasses here (outdoors in the sun). */
  readonly sunny: boolean;
}

const W = FRAME.width;
const H = FRAME.height;
const r1 = (n: number): number => Math.round(n * 10) / 10;

const linear = (id: string, stops: readonly string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((colour, i) => `<stop offset="${r1(i / (stops.length - 1))}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

const glow = (id: string, colour: string): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".9"/><stop offset=".35" stop-color="${colour}" stop-opacity=".45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** Soft round lights out of focus. */
const bokeh = (random: WorldRandom, colours: readonly string[], count: number, top: number, bottom: number): string =>
  Array.from({ length: count }, () => {
    const r = random.int(6, 16);
    return `<circle cx="${random.int(0, W)}" cy="${random.int(top, bottom)}" r="${r}" fill="${random.pick(colours)}" opacity="${r1(0.25 + random.next() * 0.4)}"/>`;
  }).join('');

const cloud = (x: number, y: number, s: number, colour = '#fff', opacity = 0.85): string =>
  `<g fill="${colour}" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${r1(30 * s)}" ry="${r1(11 * s)}"/><ellipse cx="${r1(x - 14 * s)}" cy="${r1(y - 6 * s)}" rx="${r1(15 * s)}" ry="${r1(11 * s)}"/><ellipse cx="${r1(x + 8 * s)}" cy="${r1(y - 10 * s)}" rx="${r1(17 * s)}" ry="${r1(14 * s)}"/></g>`;

/** A jagged ridge from left to right around height `y`, filled down to the bottom. */
const ridge = (random: WorldRandom, y: number, jag: number, colour: string, steps = 7): string => {
  const points = Array.from({ length: steps + 1 }, (_, i) => `${r1((i * W) / steps)} ${r1(y + (random.next() - 0.5) * 2 * jag)}`);
  return `<path d="M0 ${H}L${points.join('L')}L${W} ${H}Z" fill="${colour}"/>`;
};

/** A rolling line of hills: smooth curves instead of peaks. */
const hills = (random: WorldRandom, y: number, height: number, colour: string): string => {
  const a = r1(y - random.next() * height);
  const b = r1(y - random.next() * height);
  return `<path d="M0 ${r1(y)}C${W * 0.25} ${a} ${W * 0.45} ${b} ${W * 0.65} ${r1(y - height / 2)}S${W} ${a} ${W} ${r1(y)}V${H}H0Z" fill="${colour}"/>`;
};

const sunset = (random: WorldRandom): Scene => {
  const palette = random.pick([
    ['#2b2d5c', '#7b3f7a', '#e0607e', '#f5a45d', '#ffd98a'],
    ['#1f3b73', '#5e4b8b', '#c86b98', '#f79d65', '#ffe0a3'],
    ['#3a1c4d', '#a23b5f', '#f0704f', '#ffb347', '#fff1b8'],
  ] as const);
  const horizon = random.int(255, 290);
  const sunX = random.pick([random.int(40, 95), random.int(205, 260)]);
  const water = random.chance(0.6);
  const parts = [
    `<defs>${linear('sky', palette)}${glow('sun', '#fff3c4')}${linear('sea', ['#5b3f6e', '#2a2446'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${horizon - 12}" r="110" fill="url(#sun)"/>`,
    `<circle cx="${sunX}" cy="${horizon - 12}" r="30" fill="#fff6d5"/>`,
    cloud(random.int(40, 260), random.int(60, 140), 1 + random.next(), '#ffc1a8', 0.5),
  ];
  if (water) {
    parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>`);
    // The sun's reflection: short bright strokes under it, wider towards the shore.
    for (let y = horizon + 5, i = 0; y < H; y += 7 + i * 2, i += 1) {
      const width = 16 + i * 10 + random.int(0, 12);
      parts.push(`<rect x="${r1(sunX - width / 2 + random.int(-6, 6))}" y="${y}" width="${width}" height="1.6" rx=".8" fill="#ffd59a" opacity="${r1(0.6 - i * 0.05)}"/>`);
    }
  } else {
    parts.push(hills(random, horizon, 30, '#5a3a63'), hills(random, horizon + 45, 25, '#3b2747'));
  }
  return { back: parts.join(''), front: '', tint: '#ff8a50', tintOpacity: 0.12, sunny: true };
};

const city = (random: WorldRandom): Scene => {
  const night = random.chance(0.5);
  const sky = night ? ['#0f1a3a', '#2d2f6b', '#7a4e8f', '#d9826b'] : ['#6fb1f2', '#a9d3f7', '#e6f3ff'];
  const far = night ? '#34365e' : '#a9b8cc';
  const near = night ? '#1c1d36' : '#6d7f99';
  const lit = night ? '#ffd27a' : '#dbe9f7';
  const parts = [`<defs>${linear('sky', sky)}</defs>`, `<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (!night) parts.push(cloud(random.int(30, 120), random.int(50, 110), 1.2), cloud(random.int(180, 280), random.int(70, 140), 0.9));
  for (const [colour, min, max, width, windows] of [
    [far, 150, 240, 34, false],
    [near, 200, 300, 46, true],
  ] as const) {
    for (let x = -random.int(0, 20); x < W; x += width + random.int(2, 10)) {
      const top = random.int(min, max);
      parts.push(`<rect x="${x}" y="${top}" width="${width}" height="${H - top}" fill="${colour}"/>`);
      if (!windows) continue;
      for (let wy = top + 10; wy < H - 10; wy += 16) {
        for (let wx = x + 6; wx < x + width - 8; wx += 12) {
          if (random.chance(night ? 0.45 : 0.7)) parts.push(`<rect x="${wx}" y="${wy}" width="6" height="8" fill="${lit}" opacity="${night ? 0.85 : 0.55}"/>`);
        }
      }
    }
  }
  if (night) parts.push(bokeh(random, ['#ffd27a', '#ff9f6b', '#fff0c2', '#ff7aa8'], 14, 230, 400));
  return { back: parts.join(''), front: '', tint: night ? '#3b3f9a' : '#ffffff', tintOpacity: night ? 0.12 : 0.05, sunny: !night };
};

const beach = (random: WorldRandom): Scene => {
  const horizon = random.int(215, 250);
  const shore = horizon + random.int(45, 70);
  const parts = [
    `<defs>${linear('sky', ['#3fa7e8', '#8fd3f7', '#d8f1fd'])}${linear('sea', ['#1a7fc1', '#2bb3c8', '#7fe0d6'])}${linear('sand', ['#f6dfb0', '#e9c98e'])}${glow('sun', '#fffbe0')}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${random.int(30, 270)}" cy="${random.int(40, 90)}" r="70" fill="url(#sun)"/>`,
    cloud(random.int(40, 140), random.int(80, 150), 1.1),
    cloud(random.int(170, 280), random.int(110, 170), 0.8),
    `<rect y="${horizon}" width="${W}" height="${shore - horizon}" fill="url(#sea)"/>`,
    `<path d="M0 ${shore}Q75 ${shore - 8} 150 ${shore}T${W} ${shore}V${H}H0Z" fill="url(#sand)"/>`,
    `<path d="M0 ${shore}Q75 ${shore - 8} 150 ${shore}T${W} ${shore}" stroke="#fff" stroke-width="4" fill="none" opacity=".8"/>`,
  ];
  if (random.chance(0.6)) {
    const x = random.pick([random.int(5, 40), random.int(260, 295)]);
    const lean = x < 150 ? 1 : -1;
    parts.push(
      `<path d="M${x} ${shore + 10}Q${x + lean * 10} ${horizon - 40} ${x + lean * 22} ${horizon - 110}" stroke="#7a5534" stroke-width="7" fill="none"/>`,
      ...[-60, -25, 15, 50, 95].map((angle) => {
        const tipX = r1(x + lean * 22 + Math.cos((angle * Math.PI) / 180) * 55 * lean);
        const tipY = r1(horizon - 110 + Math.sin((angle * Math.PI) / 180) * 40 + 20);
        return `<path d="M${x + lean * 22} ${horizon - 110}Q${r1((x + lean * 22 + tipX) / 2)} ${horizon - 135} ${tipX} ${tipY}" stroke="#2f7d4f" stroke-width="9" stroke-linecap="round" fill="none"/>`;
      }),
    );
  }
  return { back: parts.join(''), front: '', tint: '#fff2c9', tintOpacity: 0.08, sunny: true };
};

const cafe = (random: WorldRandom): Scene => {
  const wall = random.pick([
    ['#7a5443', '#a47c63'],
    ['#4e5d52', '#7f9484'],
    ['#8c6a58', '#c9a487'],
    ['#3f4a5e', '#6c7a93'],
  ] as const);
  const windowX = random.int(-20, 180);
  const parts = [
    `<defs>${linear('wall', wall)}${linear('win', ['#fffaf0', '#ffe7c2'])}${glow('lamp', '#ffd9a0')}${linear('table', ['#6b4a34', '#4a3122'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    `<rect x="${windowX}" y="60" width="140" height="190" rx="6" fill="url(#win)"/>`,
    `<path d="M${windowX + 70} 60V250M${windowX} 155H${windowX + 140}" stroke="${wall[0]}" stroke-width="6"/>`,
    // A shelf with cups and a plant.
    `<rect x="0" y="${random.int(270, 300)}" width="${W}" height="6" fill="#3e2a1e" opacity=".8"/>`,
  ];
  for (const x of [40, 110, 185, 250]) {
    const lampY = random.int(30, 70);
    parts.push(
      `<path d="M${x} 0V${lampY}" stroke="#2a1d15" stroke-width="2"/>`,
      `<circle cx="${x}" cy="${lampY + 10}" r="60" fill="url(#lamp)" opacity=".7"/>`,
      `<path d="M${x - 14} ${lampY + 12}Q${x} ${lampY - 8} ${x + 14} ${lampY + 12}Z" fill="#2a1d15"/>`,
      `<circle cx="${x}" cy="${lampY + 13}" r="5" fill="#fff4d6"/>`,
    );
  }
  parts.push(bokeh(random, ['#ffd9a0', '#fff4d6', '#ffb877'], 10, 80, 300));
  const cupX = random.pick([random.int(30, 70), random.int(215, 255)]);
  const front = [
    `<rect x="-10" y="${H - 34}" width="${W + 20}" height="40" rx="4" fill="url(#table)"/>`,
    `<ellipse cx="${cupX}" cy="${H - 30}" rx="24" ry="5" fill="#f4f1ec"/>`,
    `<path d="M${cupX - 15} ${H - 56}H${cupX + 15}V${H - 40}A15 12 0 0 1 ${cupX - 15} ${H - 40}Z" fill="#fbf8f3"/>`,
    `<path d="M${cupX + 14} ${H - 52}a6 6 0 0 1 0 12" stroke="#fbf8f3" stroke-width="3" fill="none"/>`,
    `<ellipse cx="${cupX}" cy="${H - 56}" rx="15" ry="3" fill="#7a4a2a"/>`,
  ].join('');
  return { back: parts.join(''), front, tint: '#ffb070', tintOpacity: 0.1, sunny: false };
};

const park = (random: WorldRandom): Scene => {
  const season = random.pick(['summer', 'summer', 'autumn', 'spring'] as const);
  const leaves =
    season === 'autumn' ? ['#e9893c', '#d9582f', '#f3b53f', '#b8462a'] : season === 'spring' ? ['#f6b8cf', '#f9d3e0', '#8fc97a', '#f4a3c0'] : ['#4f9d4b', '#6dbb58', '#3d7f3e', '#86c96b'];
  const ground = random.int(270, 300);
  const parts = [
    `<defs>${linear('sky', ['#8cc8f0', '#cfe9fa', '#f2fafe'])}${linear('grass', season === 'autumn' ? ['#9bb04a', '#73893a'] : ['#7cc05a', '#4f9a43'])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    cloud(random.int(50, 250), random.int(40, 90), 1),
    hills(random, ground - 20, 30, season === 'autumn' ? '#a9b86a' : '#9fd07e'),
  ];
  for (let i = 0; i < 6; i += 1) {
    const x = random.int(-20, 320);
    const top = random.int(ground - 190, ground - 110);
    const size = random.int(38, 60);
    parts.push(`<rect x="${x - 5}" y="${top + size}" width="10" height="${ground - top - size + 10}" fill="#6b4a34"/>`);
    for (let blob = 0; blob < 5; blob += 1) {
      parts.push(`<circle cx="${x + random.int(-size, size) * 0.7}" cy="${top + random.int(-10, size)}" r="${random.int(size * 0.5, size)}" fill="${random.pick(leaves)}"/>`);
    }
  }
  parts.push(`<rect y="${ground}" width="${W}" height="${H - ground}" fill="url(#grass)"/>`);
  parts.push(`<path d="M${random.int(90, 130)} ${H}L150 ${ground}L${random.int(170, 210)} ${H}Z" fill="#e4d6b8" opacity=".8"/>`);
  return { back: parts.join(''), front: '', tint: season === 'autumn' ? '#ffb347' : '#fff6d5', tintOpacity: 0.08, sunny: season !== 'autumn' };
};

const mountains = (random: WorldRandom): Scene => {
  const dusk = random.chance(0.3);
  const sky = dusk ? ['#5b6fa8', '#b58db8', '#f5c3a0'] : ['#4d9be6', '#9ccbf2', '#e9f5fd'];
  const lake = random.chance(0.4);
  const parts = [`<defs>${linear('sky', sky)}</defs>`, `<rect width="${W}" height="${H}" fill="url(#sky)"/>`];
  if (!dusk) parts.push(cloud(random.int(40, 260), random.int(40, 90), 1.1));
  // Far peaks with snow: the same ridge twice, the snow clipped to its upper part.
  const peaks = Array.from({ length: 4 }, (_, i) => {
    const x = i * 100 + random.int(-30, 30);
    const top = random.int(110, 170);
    return { x, top };
  });
  for (const { x, top } of peaks) {
    parts.push(
      `<path d="M${x - 120} ${H}L${x} ${top}L${x + 120} ${H}Z" fill="${dusk ? '#6d6f9c' : '#8ea6c6'}"/>`,
      `<path d="M${x - 27} ${top + 36}L${x} ${top}L${x + 27} ${top + 36}L${x + 12} ${top + 30}L${x} ${top + 40}L${x - 12} ${top + 30}Z" fill="#f7fbff"/>`,
    );
  }
  parts.push(ridge(random, 250, 20, dusk ? '#4b4f7a' : '#5c7f9c'));
  if (lake) parts.push(`<rect y="292" width="${W}" height="${H - 292}" fill="${dusk ? '#7c84b6' : '#5fa8d3'}"/>`);
  parts.push(hills(random, lake ? 330 : 300, 25, dusk ? '#2f3d4a' : '#2f6b46'));
  for (let i = 0; i < 9; i += 1) {
    const x = random.int(0, W);
    const base = random.int(lake ? 335 : 305, H);
    const h = random.int(30, 55);
    parts.push(`<path d="M${x} ${base - h}L${x + h * 0.3} ${base}H${x - h * 0.3}Z" fill="${dusk ? '#1f2a33' : '#1e4d33'}"/>`);
  }
  return { back: parts.join(''), front: '', tint: dusk ? '#ff9e7a' : '#ffffff', tintOpacity: dusk ? 0.1 : 0.04, sunny: !dusk };
};

const DRAW: Readonly<Record<SceneKind, (random: WorldRandom) => Scene>> = { sunset, city, beach, cafe, park, mountains };

/** A scene of this kind, its details drawn from `random`. */
export const drawScene = (kind: SceneKind, random: WorldRandom): Scene => DRAW[kind](random);
