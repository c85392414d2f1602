/**
 * The GIFs and stickers members can send (CHAT-09, CHAT-10): a small catalogue shipped with the server, drawn by
 * media-art.ts. Trending is the catalogue's own order; a search keeps the items whose every query word starts a
 * word of the title or of a tag. Answers hold at most 40 items (CHAT-09 GIF limit). Assets are served under the
 * API at `/<type>/assets/<id>.svg`, public (an image tag sends no token) and cacheable for good.
 */
import { gifSvg, stickerSvg, type Art } from './media-art';

export type MediaType = 'gif' | 'sticker';

/** CHAT-09: the most items one request answers. */
export const MEDIA_LIMIT = 40;

export interface CatalogueItem {
  readonly id: string;
  readonly type: MediaType;
  readonly title: string;
  readonly tags: readonly string[];
  /** Relative to the API base: `/gif/assets/<id>.svg`. */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly art: Art;
}

type Entry = readonly [id: string, title: string, tags: string, art: Art];

const GIFS: readonly Entry[] = [
  ['hello', 'Hello!', 'hi hey wave greeting', { figure: 'hand', motion: 'wiggle', ink: '#ffcc66', card: '#ff6b6b', caption: 'HELLO!' }],
  ['hey-there', 'Hey there', 'hi hello smile greeting', { figure: 'smile', motion: 'bounce', ink: '#ffd23f', card: '#4d96ff', caption: 'HEY THERE' }],
  ['lol', 'LOL', 'laugh funny haha joke', { figure: 'laugh', motion: 'wiggle', ink: '#ffd23f', card: '#6bcb77', caption: 'LOL' }],
  ['haha', 'Haha', 'laugh funny lol', { figure: 'laugh', motion: 'bounce', ink: '#ffb703', card: '#8338ec', caption: 'HAHA' }],
  ['wink', 'Wink', 'flirt cheeky smile', { figure: 'wink', motion: 'pulse', ink: '#ffd23f', card: '#ff006e', caption: ';)' }],
  ['love', 'Love', 'heart love romance crush', { figure: 'heart', motion: 'pulse', ink: '#ff4d6d', card: '#ffe5ec', caption: 'LOVE IT' }],
  ['crush', 'Crush', 'heart love flirt', { figure: 'heart', motion: 'bounce', ink: '#fd267a', card: '#2b2d42', caption: 'CRUSH' }],
  ['wow', 'Wow', 'surprised amazed omg', { figure: 'wow', motion: 'pulse', ink: '#ffd23f', card: '#3a86ff', caption: 'WOW' }],
  ['omg', 'OMG', 'wow surprised shocked', { figure: 'wow', motion: 'wiggle', ink: '#ffb703', card: '#e63946', caption: 'OMG' }],
  ['sad', 'So sad', 'sad cry sorry', { figure: 'sad', motion: 'float', ink: '#ffd23f', card: '#457b9d', caption: 'SO SAD' }],
  ['coffee', 'Coffee?', 'coffee date drink morning', { figure: 'cup', motion: 'float', ink: '#8d5524', card: '#f1e3d3', caption: 'COFFEE?' }],
  ['pizza', 'Pizza night', 'pizza food dinner hungry', { figure: 'pizza', motion: 'wiggle', ink: '#ffbe0b', card: '#fb5607', caption: 'PIZZA?' }],
  ['party', 'Party time', 'party celebrate fun balloon', { figure: 'balloon', motion: 'float', ink: '#ff006e', card: '#3a0ca3', caption: 'PARTY!' }],
  ['congrats', 'Congrats', 'celebrate yay congratulations star', { figure: 'sparkle', motion: 'spin', ink: '#ffd23f', card: '#7209b7', caption: 'YAY!' }],
  ['star', 'You are a star', 'star great awesome compliment', { figure: 'star', motion: 'spin', ink: '#ffd23f', card: '#14213d', caption: 'STAR' }],
  ['fire', 'On fire', 'fire hot lit', { figure: 'fire', motion: 'wiggle', ink: '#ff5400', card: '#222', caption: 'HOT' }],
  ['good-morning', 'Good morning', 'morning sun day hello', { figure: 'sun', motion: 'spin', ink: '#ffb703', card: '#8ecae6', caption: 'GOOD MORNING' }],
  ['good-night', 'Good night', 'night moon sleep bye', { figure: 'moon', motion: 'float', ink: '#ffe066', card: '#1d3557', caption: 'GOOD NIGHT' }],
  ['music', 'Music', 'music song dance concert', { figure: 'note', motion: 'bounce', ink: '#fff', card: '#ef476f', caption: 'DANCE?' }],
  ['cat', 'Cat', 'cat kitty cute meow animal', { figure: 'cat', motion: 'wiggle', ink: '#f4a261', card: '#2a9d8f', caption: 'MEOW' }],
  ['dog', 'Dog', 'dog puppy cute woof animal', { figure: 'dog', motion: 'bounce', ink: '#e9c46a', card: '#264653', caption: 'WOOF' }],
  ['boo', 'Boo', 'ghost halloween scared funny', { figure: 'ghost', motion: 'float', ink: '#f8f9fa', card: '#6c757d', caption: 'BOO!' }],
  ['lets-go', "Let's go", 'go rocket adventure travel', { figure: 'rocket', motion: 'bounce', ink: '#e9ecef', card: '#0077b6', caption: "LET'S GO" }],
  ['yes', 'Yes!', 'yes ok agree sure', { figure: 'check', motion: 'pulse', ink: '#2a9d8f', card: '#e9f5db', caption: 'YES!' }],
  ['no', 'Nope', 'no nope disagree', { figure: 'cross', motion: 'wiggle', ink: '#e63946', card: '#f1faee', caption: 'NOPE' }],
  ['thanks', 'Thanks', 'thanks thank you grateful flower', { figure: 'flower', motion: 'spin', ink: '#ff8fab', card: '#ffc8dd', caption: 'THANKS!' }],
  ['zap', 'Zap', 'energy spark bolt wow', { figure: 'bolt', motion: 'blink', ink: '#ffd23f', card: '#212529', caption: 'ZAP' }],
];

const STICKERS: readonly Entry[] = [
  ['heart', 'Heart', 'heart love', { figure: 'heart', motion: 'pulse', ink: '#fd267a' }],
  ['star', 'Star', 'star great', { figure: 'star', motion: 'spin', ink: '#ffc300' }],
  ['smile', 'Smile', 'smile happy', { figure: 'smile', motion: 'bounce', ink: '#ffd23f' }],
  ['laugh', 'Laugh', 'laugh lol funny', { figure: 'laugh', motion: 'wiggle', ink: '#ffd23f' }],
  ['wink', 'Wink', 'wink flirt', { figure: 'wink', motion: 'pulse', ink: '#ffd23f' }],
  ['wow', 'Wow', 'wow surprised', { figure: 'wow', motion: 'bounce', ink: '#ffd23f' }],
  ['wave', 'Wave', 'hi hello wave', { figure: 'hand', motion: 'wiggle', ink: '#ffcc66' }],
  ['coffee', 'Coffee', 'coffee date', { figure: 'cup', motion: 'float', ink: '#8d5524' }],
  ['fire', 'Fire', 'fire hot', { figure: 'fire', motion: 'wiggle', ink: '#ff5400' }],
  ['sparkle', 'Sparkle', 'sparkle shine yay', { figure: 'sparkle', motion: 'spin', ink: '#ffb703' }],
  ['cat', 'Cat', 'cat cute', { figure: 'cat', motion: 'wiggle', ink: '#f4a261' }],
  ['dog', 'Dog', 'dog cute', { figure: 'dog', motion: 'bounce', ink: '#e9c46a' }],
  ['flower', 'Flower', 'flower thanks', { figure: 'flower', motion: 'spin', ink: '#ff8fab' }],
  ['rocket', 'Rocket', 'rocket go', { figure: 'rocket', motion: 'float', ink: '#dee2e6' }],
];

const SIZE: Record<MediaType, { readonly width: number; readonly height: number }> = { gif: { width: 200, height: 150 }, sticker: { width: 160, height: 160 } };

const itemsOf = (type: MediaType, entries: readonly Entry[]): readonly CatalogueItem[] =>
  entries.map(([id, title, tags, art]) => ({
    id: `${type}_${id}`,
    type,
    title,
    tags: tags.split(' '),
    path: `/${type}/assets/${type}_${id}.svg`,
    ...SIZE[type],
    art,
  }));

const CATALOGUE: Record<MediaType, readonly CatalogueItem[]> = { gif: itemsOf('gif', GIFS), sticker: itemsOf('sticker', STICKERS) };

const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((word) => word.length > 0);

/** Whether every word of the query starts one of the item's words. */
const matches = (item: CatalogueItem, query: string): boolean => {
  const own = [...words(item.title), ...item.tags];
  return words(query).every((word) => own.some((candidate) => candidate.startsWith(word)));
};

const window = (items: readonly CatalogueItem[], limit: number, offset: number): readonly CatalogueItem[] =>
  items.slice(Math.max(0, offset), Math.max(0, offset) + Math.min(Math.max(1, limit), MEDIA_LIMIT));

export const mediaCatalogue = {
  /** The items in the catalogue's order (trending), a window of it. */
  trending: (type: MediaType, limit: number = MEDIA_LIMIT, offset = 0): readonly CatalogueItem[] => window(CATALOGUE[type], limit, offset),

  /** The items matching a query; an empty query matches nothing. */
  search: (type: MediaType, query: string, limit: number = MEDIA_LIMIT, offset = 0): readonly CatalogueItem[] =>
    words(query).length === 0 ? [] : window(CATALOGUE[type].filter((item) => matches(item, query)), limit, offset),

  item: (type: MediaType, id: string): CatalogueItem | undefined => CATALOGUE[type].find((item) => item.id === id),

  /** The SVG of `<id>.svg`, or undefined. */
  asset: (type: MediaType, file: string): string | undefined => {
    const item = CATALOGUE[type].find((candidate) => `${candidate.id}.svg` === file);
    if (item === undefined) return undefined;
    return type === 'gif' ? gifSvg(item.art, item.title) : stickerSvg(item.art, item.title);
  },
} as const;

/** The catalogue item a message of `kind` names, if any. */
export const catalogueItem = (kind: MediaType, id: string): CatalogueItem | undefined => mediaCatalogue.item(kind, id);
