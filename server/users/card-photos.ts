/** How cards get their photos: the media module's batched read (one statement for a whole page of cards). */
import type { CardPhoto } from './member-card';

/** The photos of each of these members, in profile order (a member without photos may be absent). */
export type PhotosOfMany = (userIds: readonly string[]) => Promise<ReadonlyMap<string, readonly CardPhoto[]>>;
