/**
 * The interests members pick from (PROF-05: 3 to 5 each). Ids follow the provider's `it_<n>` shape; the quick
 * filter's passions (it_54, it_7, it_9, D2 section 9) are among them.
 */
export interface Interest {
  readonly id: string;
  readonly name: string;
}

const NAMES = [
  'Hiking', 'Coffee', 'Yoga', 'Travel', 'Photography', 'Cooking', 'Running', 'Board games', 'Live music', 'Reading',
  'Cycling', 'Climbing', 'Swimming', 'Dogs', 'Cats', 'Wine', 'Craft beer', 'Vegan food', 'Baking', 'Gardening',
  'Museums', 'Theatre', 'Cinema', 'Podcasts', 'Karaoke', 'Dancing', 'Techno', 'Jazz', 'Indie rock', 'Hip hop',
  'Football', 'Basketball', 'Tennis', 'Surfing', 'Skiing', 'Snowboarding', 'Sailing', 'Camping', 'Festivals', 'Art',
  'Design', 'Fashion', 'Vintage', 'Writing', 'Poetry', 'Languages', 'Volunteering', 'Meditation', 'Gym', 'Martial arts',
  'Video games', 'Anime', 'Sci-fi', 'Street food', 'Brunch', 'Road trips', 'Astronomy', 'Chess', 'Crafts', 'Pilates',
] as const;

export const INTEREST_CATALOGUE: readonly Interest[] = NAMES.map((name, index) => ({ id: `it_${index + 1}`, name }));

const BY_ID = new Map(INTEREST_CATALOGUE.map((interest) => [interest.id, interest]));

/** The catalogue entry of an id, or undefined for an id the catalogue does not know. */
export const interestById = (id: string): Interest | undefined => BY_ID.get(id);

/** PROF-05: how many interests a member picks. */
export const MIN_INTERESTS = 3;
export const MAX_INTERESTS = 5;
