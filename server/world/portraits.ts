/**
 * The demo members' photos: one person drawn with DiceBear's "Personas" (by Draftbit, CC BY 4.0; the licence
 * travels inside every file's metadata) in several photo-like scenes. A member's look (skin, hair, facial hair,
 * eyes, mouth, nose) is fixed by their seed, their gender and age, so every photo shows the same person; each
 * photo changes the place, the framing, the outfit and, now and then, the expression. Looks are friendly only
 * (open, happy or winking eyes, glasses or sunglasses; smiling mouths). The same look and index always give the
 * same bytes; nothing is fetched.
 */
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import { drawScene, FRAME, SCENE_KINDS, SCENE_WORDS, type Scene, type SceneKind } from './portrait-scenes';
import { WorldRandom } from './seeded-random';
import { escapeMarkup } from '../../core/shared';

export { SCENE_KINDS, type SceneKind } from './portrait-scenes';

/** The pictures' nominal size in pixels (a vector file: any size renders sharp), 3:4 like a card. */
export const PHOTO_SIZE = { width: FRAME.width * 2, height: FRAME.height * 2 } as const;

/** The Personas features this world uses (checked against the style's own options where they are passed). */
export type Hair =
  | 'long' | 'extraLong' | 'bobCut' | 'bobBangs' | 'curly' | 'straightBun' | 'bunUndercut' | 'pigtails' | 'sideShave'
  | 'shortCombover' | 'shortComboverChops' | 'fade' | 'buzzcut' | 'curlyHighTop' | 'mohawk' | 'cap' | 'beanie' | 'balding' | 'bald';
export type Eyes = 'open' | 'happy' | 'wink' | 'glasses' | 'sunglasses';
export type Mouth = 'smile' | 'bigSmile' | 'smirk' | 'lips';
export type FacialHair = 'beardMustache' | 'pyramid' | 'walrus' | 'goatee' | 'shadow' | 'soulPatch';
export type Nose = 'mediumRound' | 'smallRound' | 'wrinkles';
export type Body = 'squared' | 'rounded' | 'small' | 'checkered';

/** Eyes and mouths that make a friendly photo. */
export const FRIENDLY_EYES: readonly Eyes[] = ['open', 'happy', 'wink', 'glasses', 'sunglasses'];
export const FRIENDLY_MOUTHS: readonly Mouth[] = ['smile', 'bigSmile', 'smirk', 'lips'];

/** Skin tones from light to deep: the style's seven and two more at the ends. */
const SKIN = ['f5cfb6', 'eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36', '4a2b25'] as const;
const NATURAL_HAIR = ['2c1b18', '3b2219', '4a312c', '6a4e35', '8d5a36', 'a55728', 'b58143', 'd6b370', 'e8cf96', 'c2502f'] as const;
const GREYING_HAIR = ['6f6a67', '8a8480', '5b5552'] as const;
const GREY_HAIR = ['b9b4b0', 'd6d2ce', 'e9e6e3', '9c9793'] as const;
const DYED_HAIR = ['e16381', '7555ca', '54d7c7', 'f27d65'] as const;
const OUTFITS = ['456dff', '54d7c7', '7555ca', '6dbb58', 'e24553', 'f3b63a', 'f55d81', 'f8f6f2', '2d3142', 'e07a5f', '81b29a', 'f2cc8f', '3d5a80', '264653', 'b5838d', '1d1d1f'] as const;

/** Hair by PROF-09 gender (0 men, 1 women, 2 beyond binary); weighted by repetition. */
const HAIR_BY_GENDER: readonly (readonly Hair[])[] = [
  ['shortCombover', 'shortCombover', 'fade', 'fade', 'buzzcut', 'curlyHighTop', 'curly', 'curly', 'bunUndercut', 'cap', 'beanie'],
  ['long', 'long', 'long', 'extraLong', 'bobCut', 'bobCut', 'bobBangs', 'bobBangs', 'curly', 'curly', 'straightBun', 'bunUndercut'],
  ['sideShave', 'sideShave', 'bunUndercut', 'curly', 'bobCut', 'bobBangs', 'fade', 'curlyHighTop', 'long', 'mohawk', 'buzzcut', 'straightBun', 'shortComboverChops'],
];
/** Styles for the young only, and what older members wear instead. */
const YOUNG_ONLY: readonly Hair[] = ['mohawk', 'pigtails', 'curlyHighTop', 'cap'];
const OLDER_MEN: readonly Hair[] = ['balding', 'bald', 'shortCombover', 'shortCombover', 'buzzcut'];
const OLDER_WOMEN: readonly Hair[] = ['bobCut', 'bobBangs', 'straightBun', 'curly', 'long'];
/** Painted lips on women and on some beyond-binary members; weighted by repetition. */
const MOUTHS_BY_GENDER: readonly (readonly Mouth[])[] = [
  ['smile', 'bigSmile', 'bigSmile', 'smirk'],
  ['smile', 'bigSmile', 'bigSmile', 'lips', 'smirk'],
  ['smile', 'bigSmile', 'bigSmile', 'smirk', 'lips'],
];
const FACIAL_HAIR: readonly FacialHair[] = ['beardMustache', 'beardMustache', 'goatee', 'shadow', 'shadow', 'pyramid', 'walrus'];

/** How one member looks in every photo. */
export interface Look {
  readonly skin: string;
  readonly hair: Hair;
  readonly hairColor: string;
  readonly facialHair: FacialHair | null;
  readonly nose: Nose;
  /** `open`, `happy` or `glasses`: what the first photo shows; later ones may wink or wear sunglasses. */
  readonly eyes: Eyes;
  readonly mouth: Mouth;
  /** The mouths this member may show on later photos (a grin, a smirk). */
  readonly mouths: readonly Mouth[];
  /** Puts sunglasses on in sunny places (never on the first photo). */
  readonly likesSunglasses: boolean;
}

const hairColourFor = (random: WorldRandom, age: number): string => {
  if (age >= 58) return random.pick(GREY_HAIR);
  if (age >= 46 && random.chance((age - 40) / 20)) return random.pick(GREYING_HAIR);
  if (age <= 32 && random.chance(0.06)) return random.pick(DYED_HAIR);
  return random.pick(NATURAL_HAIR);
};

const hairFor = (random: WorldRandom, gender: 0 | 1 | 2, age: number): Hair => {
  if (age >= 45 && gender !== 2 && random.chance(0.55)) return random.pick(gender === 0 ? OLDER_MEN : OLDER_WOMEN);
  if (gender === 1 && age <= 24 && random.chance(0.1)) return 'pigtails';
  const styles = HAIR_BY_GENDER[gender]!.filter((style) => age <= 35 || !YOUNG_ONLY.includes(style));
  return random.pick(styles);
};

/** A member's look: hair and facial hair that suit their gender and age (grey hair comes with age). */
export const lookFor = (random: WorldRandom, gender: 0 | 1 | 2, age: number): Look => {
  const skin = random.pick(SKIN);
  const hair = hairFor(random, gender, age);
  const hairColor = hairColourFor(random, age);
  const beardChance = gender === 0 ? (age < 21 ? 0.15 : 0.45) : gender === 2 ? 0.12 : 0;
  const facialHair = random.chance(beardChance) ? random.pick(age < 30 ? FACIAL_HAIR.filter((f) => f !== 'walrus') : FACIAL_HAIR) : null;
  return {
    skin,
    hair,
    hairColor,
    facialHair,
    nose: age >= 50 && random.chance(0.7) ? 'wrinkles' : random.pick(['mediumRound', 'smallRound'] as const),
    eyes: random.chance(age >= 40 ? 0.35 : 0.2) ? 'glasses' : random.pick(['open', 'open', 'happy'] as const),
    mouths: MOUTHS_BY_GENDER[gender]!,
    mouth: random.pick(MOUTHS_BY_GENDER[gender]!),
    likesSunglasses: random.chance(0.4),
  };
};

/** The scenes of a member's photos, all different: the member's seed orders the six kinds. */
export const scenesOf = (seed: number, count: number): SceneKind[] => WorldRandom.derive(seed, 'scenes').sample(SCENE_KINDS, count);

/** How the person sits in the frame: scale (frame units per avatar unit), where, and a slight tilt. */
export interface Framing {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
  readonly tilt: number;
}

/**
 * Close-ups and medium shots. The avatar is 64 units with the eyes near unit 27 and the chest ending at 64; the
 * eyes land about 40 % down the frame, and the body reaches below the frame's bottom edge.
 */
const framingFor = (random: WorldRandom, index: number): Framing => {
  const close = index === 0 || random.chance(0.5);
  const scale = close ? 5.2 + random.next() * 0.5 : 4.4 + random.next() * 0.4;
  const eyesAt = FRAME.height * (0.42 + random.next() * 0.05);
  const centre = FRAME.width / 2 + (close ? random.int(-12, 12) : random.pick([-1, 1]) * random.int(18, 40));
  const round = (n: number) => Math.round(n * 10) / 10;
  return { scale: round(scale), x: round(centre - 32 * scale), y: round(eyesAt - 27 * scale), tilt: random.int(-4, 4) };
};

/** Eyes and mouth of one photo: the look's own on the first, a wink, a grin or sunglasses now and then later. */
const expressionFor = (look: Look, random: WorldRandom, index: number, sunny: boolean): { readonly eyes: Eyes; readonly mouth: Mouth } => {
  if (index === 0) return { eyes: look.eyes, mouth: look.mouth };
  const eyes: Eyes = sunny && look.likesSunglasses && look.eyes !== 'glasses' ? 'sunglasses' : look.eyes !== 'glasses' && random.chance(0.15) ? 'wink' : look.eyes;
  const mouth: Mouth = random.chance(0.3) ? random.pick(look.mouths) : look.mouth;
  return { eyes, mouth };
};

/** Where each body shape meets the avatar's bottom edge, in avatar units. */
const TORSO: Readonly<Record<Body, readonly [number, number]>> = { squared: [14, 50], checkered: [14, 50], rounded: [11, 53], small: [21, 43] };

/** Everything one photo shows: the place, and the person as they look in it. */
export interface PhotoPlan {
  readonly kind: SceneKind;
  readonly scene: Scene;
  readonly eyes: Eyes;
  readonly mouth: Mouth;
  readonly body: Body;
  readonly clothingColor: string;
  readonly framing: Framing;
}

/** Photo `index` (0-based, of `count`) of a member with this look and photo seed, in `place` or the member's own. */
export const photoPlan = (look: Look, seed: number, index: number, count: number, place?: SceneKind): PhotoPlan => {
  const kind = place ?? scenesOf(seed, count)[index] ?? SCENE_KINDS[index % SCENE_KINDS.length]!;
  const random = WorldRandom.derive(seed, `photo:${index}`);
  const scene = drawScene(kind, random);
  const { eyes, mouth } = expressionFor(look, random, index, scene.sunny);
  return {
    kind,
    scene,
    eyes,
    mouth,
    body: random.pick<Body>(['squared', 'rounded', 'rounded', 'checkered', 'small']),
    clothingColor: random.pick(OUTFITS),
    framing: framingFor(random, index),
  };
};

/** The person, as DiceBear draws them, placed in the frame. */
const person = (look: Look, plan: PhotoPlan): string => {
  const { body, clothingColor, framing } = plan;
  const svg = createAvatar(personas, {
    hair: [look.hair],
    hairColor: [look.hairColor],
    skinColor: [look.skin],
    eyes: [plan.eyes],
    mouth: [plan.mouth],
    nose: [look.nose],
    body: [body],
    clothingColor: [clothingColor],
    facialHair: look.facialHair === null ? [] : [look.facialHair],
    facialHairProbability: look.facialHair === null ? 0 : 100,
  }).toString();
  // The avatar is a 64×64 square; below its chest the torso carries on in the outfit's colour to the frame's edge.
  const [left, right] = TORSO[body];
  const torso = `<path d="M${left} 62V96H${right}V62Z" fill="#${clothingColor}"/>`;
  const inner = svg.replace(/^<svg [^>]*>/, '<svg x="0" y="0" width="64" height="64" viewBox="0 0 64 64" fill="none">');
  return `<g transform="translate(${framing.x} ${framing.y}) rotate(${framing.tilt} 32 64) scale(${framing.scale})">${torso}${inner}</g>`;
};

/** The background out of focus, as behind a portrait; its edges stay opaque. */
const SOFT_FOCUS = `<filter id="soft" filterUnits="userSpaceOnUse" x="0" y="0" width="${FRAME.width}" height="${FRAME.height}"><feGaussianBlur stdDeviation="2.4"/><feComponentTransfer><feFuncA type="table" tableValues="1 1"/></feComponentTransfer></filter>`;
const VIGNETTE =
  '<radialGradient id="vignette" cx=".5" cy=".42" r=".8"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>';

/** What a photo shows, for its alternative text: "Lena on the beach (illustration)". */
export const photoAltText = (name: string, seed: number, index: number, count: number): string =>
  `${name} ${SCENE_WORDS[scenesOf(seed, count)[index]!]} (illustration)`;

/**
 * Photo `index` (0-based, of `count`) of a member with this look and photo seed: an SVG of the 3:4 frame. `label`
 * becomes the picture's accessible title; `scene` chooses the place instead of the member's own order of places.
 */
export const portraitSvg = (look: Look, seed: number, index: number, count: number, label: string, scene?: SceneKind): string => {
  const plan = photoPlan(look, seed, index, count, scene);
  const { width, height } = FRAME;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" role="img">`,
    `<title>${escapeMarkup(label)}</title>`,
    `<defs>${SOFT_FOCUS}${VIGNETTE}</defs>`,
    `<g filter="url(#soft)">${plan.scene.back}</g>`,
    person(look, plan),
    plan.scene.front,
    `<rect width="${width}" height="${height}" fill="${plan.scene.tint}" opacity="${plan.scene.tintOpacity}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
};

/**
 * One picture in the demo world's style, outside the world (landing pages, stories): a person of this gender
 * (PROF-09) and age, fixed by `seed`, in `scene`; the first-photo framing and expression. `label` is its title.
 */
export const portraitFor = (options: {
  readonly seed: number;
  readonly gender: 0 | 1 | 2;
  readonly age: number;
  readonly scene: SceneKind;
  readonly label: string;
}): string => portraitSvg(lookFor(WorldRandom.derive(options.seed, 'look'), options.gender, options.age), options.seed, 0, 1, options.label, options.scene);
