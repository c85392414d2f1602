/**
 * The colour tokens of the two schemes, as data: global-styles.ts writes them as CSS custom properties, and
 * palette.test.ts checks every pair that carries text or a control's edge against WCAG AA.
 * Names say the role, never the hue: a screen asks for `--muted`, not for grey.
 */
export interface Palette {
  /** The page. */
  readonly bg: string;
  /** Cards, sheets, dialogs and the header: one step above the page. */
  readonly raised: string;
  /** Quiet fills: hover, chips, skeletons, secondary surfaces. */
  readonly surface: string;
  /** A stronger quiet fill (pressed, selected). */
  readonly surface2: string;
  /** Body text. */
  readonly fg: string;
  /** Secondary text: hints, captions (AA on bg, raised and surface). */
  readonly muted: string;
  /** Hairlines between things (decorative). */
  readonly border: string;
  /** The edge of a field or an outlined button (3:1, WCAG 1.4.11). */
  readonly borderStrong: string;
  /** The brand's pink, for the logo and decorative marks. */
  readonly brand: string;
  /** The second colour of the brand gradient. */
  readonly brand2: string;
  /** Filled primary buttons. */
  readonly accentFill: string;
  /** Text and icons on accentFill. */
  readonly onAccent: string;
  /** Links and quiet buttons in the accent. */
  readonly accentText: string;
  /** The focus ring. */
  readonly focus: string;
  /** Error text. */
  readonly danger: string;
  /** Filled destructive buttons (white text). */
  readonly dangerFill: string;
  /** Success text. */
  readonly success: string;
  /** The like action's icon. */
  readonly like: string;
  /** The pass action's icon. */
  readonly pass: string;
  /** The super like action's icon. */
  readonly superLike: string;
  /** Toasts: an inverted surface. */
  readonly inverse: string;
  /** Text on inverse. */
  readonly onInverse: string;
}

export const LIGHT: Palette = {
  bg: '#ffffff',
  raised: '#ffffff',
  surface: '#f2f3f5',
  surface2: '#e6e8eb',
  fg: '#161a20',
  muted: '#565e6a',
  border: '#dde0e4',
  borderStrong: '#80878f',
  brand: '#fd267a',
  brand2: '#ff7854',
  accentFill: '#d6005c',
  onAccent: '#ffffff',
  accentText: '#c2004f',
  focus: '#0b57d0',
  danger: '#b3261e',
  dangerFill: '#b3261e',
  success: '#146c2e',
  like: '#0e8a5f',
  pass: '#d12a43',
  superLike: '#1565d8',
  inverse: '#22272e',
  onInverse: '#f4f5f7',
};

export const DARK: Palette = {
  bg: '#111418',
  raised: '#1a1f26',
  surface: '#232a32',
  surface2: '#2e3640',
  fg: '#f0f2f4',
  muted: '#aab2bd',
  border: '#323a44',
  borderStrong: '#7d8794',
  brand: '#fd267a',
  brand2: '#ff7854',
  accentFill: '#e0136a',
  onAccent: '#ffffff',
  accentText: '#ff86b2',
  focus: '#8ab4f8',
  danger: '#f2b8b5',
  dangerFill: '#c8352b',
  success: '#7fd89a',
  like: '#3ddc97',
  pass: '#ff6b81',
  superLike: '#6aa8ff',
  inverse: '#e8eaed',
  onInverse: '#161a20',
};

const kebab = (name: string) => name.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`).replace(/-(\d)/, '$1');

/** The palette as CSS declarations (`--accent-fill: #d6005c;` …). */
export const paletteCss = (palette: Palette): string =>
  Object.entries(palette)
    .map(([name, value]) => `--${kebab(name)}: ${value};`)
    .join('\n');

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
