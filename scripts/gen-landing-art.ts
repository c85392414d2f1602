/**
 * `npx tsx scripts/gen-landing-art.ts`: draws the landing page's pictures (public/landing/*.svg) in the demo
 * world's style (server/world/portraits.ts, DiceBear "Personas" by Draftbit, CC BY 4.0). The same code always
 * writes the same files; they are committed, so nothing is drawn at build or run time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portraitFor, type SceneKind } from '../server/world';

const out = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'public/landing');

/** The hero's three cards, then the two people of each member story (ui/landing/Testimonials.tsx). */
const PICTURES: readonly { file: string; seed: number; gender: 0 | 1 | 2; age: number; scene: SceneKind }[] = [
  { file: 'hero-0', seed: 7, gender: 1, age: 29, scene: 'beach' },
  { file: 'hero-1', seed: 23, gender: 0, age: 31, scene: 'city' },
  { file: 'hero-2', seed: 41, gender: 1, age: 27, scene: 'sunset' },
  { file: 'story-0a', seed: 101, gender: 1, age: 30, scene: 'cafe' },
  { file: 'story-0b', seed: 102, gender: 0, age: 32, scene: 'cafe' },
  { file: 'story-1a', seed: 211, gender: 1, age: 27, scene: 'park' },
  { file: 'story-1b', seed: 212, gender: 0, age: 28, scene: 'park' },
  { file: 'story-2a', seed: 321, gender: 0, age: 34, scene: 'mountains' },
  { file: 'story-2b', seed: 322, gender: 1, age: 33, scene: 'mountains' },
];

mkdirSync(out, { recursive: true });
for (const p of PICTURES) {
  // Shown with an empty alt beside text that names the people, so the file's own title stays empty too.
  writeFileSync(join(out, `${p.file}.svg`), `${portraitFor({ ...p, label: '' })}\n`);
}
console.log(`wrote ${PICTURES.length} pictures to ${out}`);
