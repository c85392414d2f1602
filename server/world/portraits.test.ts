import { describe, expect, it } from 'vitest';
import { ageOn } from '../users/user';
import { demoPhotosOf } from './demo-seed';
import { generateDemoMembers, type DemoMember } from './demo-members';
import { photoPlan, portraitFor, portraitSvg } from './portraits';

const TODAY = Date.UTC(2026, 5, 1);
const members = generateDemoMembers({ seed: 20260101, members: 600, center: { lat: 52.52, lng: 13.405 }, radiusKm: 100 }, TODAY);
const plansOf = (member: DemoMember) => Array.from({ length: member.photoCount }, (_, index) => photoPlan(member.look, member.photoSeed, index, member.photoCount));
const ageOf = (member: DemoMember) => ageOn(member.birthDate, TODAY);

/** Grey or white: the three channels of the colour within a small distance of each other, and not dark. */
const isGrey = (hex: string): boolean => {
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return Math.max(r!, g!, b!) - Math.min(r!, g!, b!) <= 16 && Math.min(r!, g!, b!) >= 0x80;
};

describe('the demo world`s portraits (issue 14 item 3)', () => {
  it('every photo shows a friendly face: eyes open, happy, winking, in glasses or sunglasses; a smile, a big smile, a smirk or lips', () => {
    for (const member of members) {
      for (const plan of plansOf(member)) {
        expect(['open', 'happy', 'wink', 'glasses', 'sunglasses']).toContain(plan.eyes);
        expect(['smile', 'bigSmile', 'smirk', 'lips']).toContain(plan.mouth);
      }
      // The first photo shows the eyes: no sunglasses, no wink.
      expect(['open', 'happy', 'glasses']).toContain(plansOf(member)[0]!.eyes);
    }
  });

  it('3 to 5 photos each, every one of the same person (skin, hair, hair colour, facial hair) in a different place', () => {
    const scenes = new Set<string>();
    for (const member of members.slice(0, 200)) {
      expect(member.photoCount).toBeGreaterThanOrEqual(3);
      expect(member.photoCount).toBeLessThanOrEqual(5);
      const plans = plansOf(member);
      expect(new Set(plans.map((plan) => plan.kind)).size).toBe(plans.length);
      for (const plan of plans) scenes.add(plan.kind);
      const photos = demoPhotosOf([member]);
      for (const photo of photos) {
        const svg = new TextDecoder().decode(photo.bytes);
        expect(svg).toContain(`fill="#${member.look.skin}"`);
        // Bald heads, caps and beanies show no hair; a beard still does.
        if (!['bald', 'cap', 'beanie'].includes(member.look.hair) || member.look.facialHair !== null) expect(svg).toContain(`#${member.look.hairColor}`);
      }
      expect(new Set(photos.map((photo) => photo.altText)).size).toBe(photos.length);
    }
    expect([...scenes].sort()).toEqual(['beach', 'cafe', 'city', 'mountains', 'park', 'sunset']);
  });

  it('features fit gender and age: no facial hair on women, some on men; grey or white hair from 58; a young mix of colours', () => {
    const women = members.filter((member) => member.gender === 1);
    const men = members.filter((member) => member.gender === 0);
    expect(women.every((member) => member.look.facialHair === null)).toBe(true);
    const bearded = men.filter((member) => member.look.facialHair !== null).length / men.length;
    expect(bearded).toBeGreaterThan(0.2);
    expect(bearded).toBeLessThan(0.7);
    const older = members.filter((member) => ageOf(member) >= 58);
    expect(older.length).toBeGreaterThan(10);
    for (const member of older) expect(isGrey(member.look.hairColor), `${member.name}, ${ageOf(member)}: #${member.look.hairColor}`).toBe(true);
    const young = members.filter((member) => ageOf(member) < 35);
    expect(young.filter((member) => isGrey(member.look.hairColor))).toEqual([]);
    expect(new Set(young.map((member) => member.look.hairColor)).size).toBeGreaterThanOrEqual(8);
    // Baldness and balding only from 45; pigtails only to 24.
    for (const member of members) {
      if (['bald', 'balding'].includes(member.look.hair)) expect(ageOf(member)).toBeGreaterThanOrEqual(45);
      if (member.look.hair === 'pigtails') expect(ageOf(member)).toBeLessThanOrEqual(24);
    }
  });

  it('skin tones from light to deep, each worn by a good share of the world', () => {
    const tones = new Map<string, number>();
    for (const member of members) tones.set(member.look.skin, (tones.get(member.look.skin) ?? 0) + 1);
    expect(tones.size).toBeGreaterThanOrEqual(8);
    for (const [tone, count] of tones) expect(count / members.length, tone).toBeGreaterThan(0.05);
  });

  it('portrait framing fills a 3:4 card: the head at least half the frame wide, the eyes in its upper half, the body past its bottom edge', () => {
    for (const member of members.slice(0, 200)) {
      for (const plan of plansOf(member)) {
        const { scale, y } = plan.framing;
        // The avatar's head is 36 units wide; its eyes sit at unit 27; the torso reaches unit 96.
        expect((36 * scale) / 300).toBeGreaterThanOrEqual(0.5);
        expect(y + 27 * scale).toBeLessThan(200);
        expect(y + 96 * scale).toBeGreaterThan(400);
      }
    }
  });

  it('an SVG picture a browser shows as an image, safely: 3:4, titled, the style`s licence inside, nothing active or fetched', () => {
    const member = members[0]!;
    const svg = portraitSvg(member.look, member.photoSeed, 0, member.photoCount, 'Ana & <Bo> on the beach');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 400" width="600" height="800" role="img"><title>Ana &amp; &lt;Bo&gt; on the beach<\/title>/);
    expect(svg).toContain('Personas by Draftbit');
    expect(svg).toContain('https://creativecommons.org/licenses/by/4.0/');
    expect(svg).not.toMatch(/<script|<foreignObject|<image|href="(?!#)|url\((?!#)|\son[a-z]+=/i);
    expect(portraitSvg(member.look, member.photoSeed, 0, member.photoCount, 'x')).toBe(portraitSvg(member.look, member.photoSeed, 0, member.photoCount, 'x'));
  });
});

describe('portraitFor: the world`s style for other pictures', () => {
  it('draws the person asked for in the scene asked for, the same every time', () => {
    const beach = portraitFor({ seed: 7, gender: 1, age: 29, scene: 'beach', label: 'Mia on the beach' });
    expect(beach).toBe(portraitFor({ seed: 7, gender: 1, age: 29, scene: 'beach', label: 'Mia on the beach' }));
    expect(beach).toContain('<title>Mia on the beach</title>');
    expect(beach).toContain('Personas by Draftbit');
    // The same person in another place: the background changes, the skin tone stays.
    const cafe = portraitFor({ seed: 7, gender: 1, age: 29, scene: 'cafe', label: 'Mia in a café' });
    expect(cafe).not.toBe(beach);
    const skin = /<path d="M37 46\.08[^"]*" fill="(#[0-9a-f]{6})"/.exec(beach)![1];
    expect(cafe).toContain(`fill="${skin}"`);
  });
});
