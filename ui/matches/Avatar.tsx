import { css } from '@linaria/core';
import type { MatchPerson } from '../../core/matches';

const round = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: var(--border);
  color: var(--fg);
  font-weight: 700;
  /* The initial is drawn, not text: the name of the link around it stays the member's name alone. */
  &[data-initial]::before {
    content: attr(data-initial);
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The smallest rendering of a photo that is at least `size` pixels wide (the photo itself without sizes). */
const photoUrl = (person: MatchPerson, size: number): string | undefined => {
  const photo = person.photos[0];
  if (photo === undefined) return undefined;
  return photo.sizes?.find((rendering) => rendering.width >= size * 2)?.url ?? photo.url;
};

/**
 * A member's first photo in a circle, or their initial when they have none. Decorative: the row or link around it
 * carries the name.
 */
export function Avatar({ person, size }: { person: MatchPerson; size: number }) {
  const url = photoUrl(person, size);
  return (
    <span
      className={round}
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
      data-initial={url === undefined ? (person.name.trim()[0] ?? '?').toUpperCase() : undefined}
    >
      {url === undefined ? null : <img src={url} alt="" width={size} height={size} loading="lazy" decoding="async" />}
    </span>
  );
}
