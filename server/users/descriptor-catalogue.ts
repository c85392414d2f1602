/**
 * The descriptors a member may pick for their card (PROF-01 `selected_descriptors`; the provider's descriptor keys
 * include de_29, de_30 and de_38, D2 section 3): each has choices, and a card shows the chosen ones by id
 * (RECS-07, RECS-08).
 */
export interface Descriptor {
  readonly id: string;
  readonly name: string;
  readonly choices: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

const descriptor = (id: string, name: string, choices: readonly string[]): Descriptor => ({
  id,
  name,
  choices: choices.map((choice, index) => ({ id: String(index + 1), name: choice })),
});

export const DESCRIPTOR_CATALOGUE: readonly Descriptor[] = [
  descriptor('de_1', 'Zodiac', ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces']),
  descriptor('de_22', 'Pets', ['Dog', 'Cat', 'Reptile', 'Bird', 'Fish', 'No pets', 'Want a pet']),
  descriptor('de_29', 'Communication style', ['Big time texter', 'Phone caller', 'Video chatter', 'Bad texter', 'Better in person']),
  descriptor('de_30', 'Love style', ['Thoughtful gestures', 'Presents', 'Touch', 'Compliments', 'Time together']),
  descriptor('de_38', 'Sleeping habits', ['Early bird', 'Night owl', 'In a spectrum']),
];

const BY_ID = new Map(DESCRIPTOR_CATALOGUE.map((d) => [d.id, d]));

/** The catalogue entry of an id, or undefined for an id the catalogue does not know. */
export const descriptorById = (id: string): Descriptor | undefined => BY_ID.get(id);
