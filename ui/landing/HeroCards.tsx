import { css } from '@linaria/core';
import { FormattedMessage } from 'react-intl';
import { FRONT_PICTURE_TIMING } from '../components/front-picture';
import { DESKTOP } from '../theme/tokens';

/** Where the landing's pictures are served (public/landing, drawn by scripts/gen-landing-art.ts). */
export const LANDING_ART = `${import.meta.env.BASE_URL}landing/`;

/** The front card's picture: the landing's largest paint, fetched first (the prerendered page preloads it). */
export const HERO_FRONT_PICTURE = `${LANDING_ART}hero-1.svg`;

const stage = css`
  position: relative;
  width: min(300px, 78vw);
  height: 260px;
  margin: 0 auto;
  ${DESKTOP} {
    width: 500px;
    height: 470px;
  }
`;
const card = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 50%;
  width: 150px;
  aspect-ratio: 3 / 4;
  margin-inline-start: -75px;
  overflow: hidden;
  border-radius: var(--radius-lg);
  background: var(--surface);
  box-shadow: var(--shadow-3);
  border: 3px solid var(--bg);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* On a phone the side cards stand far enough out for their names to show beside the middle one. (The slot is
     \`data-slot\`: a rule on Discover's \`data-place\` with a descendant in it would restyle every card's spans at each
     swipe, the whole stylesheet being in the page.) */
  &[data-slot='0'] {
    transform: translate(-62%, 10%) rotate(-8deg);
  }
  &[data-slot='2'] span {
    text-align: end;
  }
  &[data-slot='2'] {
    transform: translate(62%, 10%) rotate(8deg);
  }
  &[data-slot='1'] {
    z-index: 1;
  }
  ${DESKTOP} {
    width: 270px;
    margin-inline-start: -135px;
    &[data-slot='0'] {
      transform: translate(-48%, 10%) rotate(-8deg);
    }
    &[data-slot='2'] {
      transform: translate(48%, 10%) rotate(8deg);
    }
  }
`;
const caption = css`
  position: absolute;
  inset: auto 0 0;
  padding: var(--space-5) var(--space-2) var(--space-2);
  background: linear-gradient(to top, rgb(0 0 0 / 0.72), transparent);
  color: #fff;
  font-weight: 700;
  font-size: var(--text-md);
  text-shadow: 0 1px 2px rgb(0 0 0 / 0.4);
  ${DESKTOP} {
    padding: var(--space-6) var(--space-3) var(--space-3);
    font-size: var(--text-xl);
  }
`;
const badge = css`
  position: absolute;
  z-index: 2;
  inset-block-end: 0;
  inset-inline-start: 50%;
  transform: translateX(-50%);
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-full);
  background: var(--bg);
  color: var(--text);
  box-shadow: var(--shadow-2);
  font-weight: 700;
  white-space: nowrap;
  svg {
    color: var(--brand);
  }
  ${DESKTOP} {
    padding: var(--space-2) var(--space-4);
    font-size: var(--text-lg);
  }
`;

/**
 * The landing's picture: three member cards fanned out like the Discover deck, each with a first name and age
 * over a gradient, and a "match" badge. Decorative: the text beside it says what Spark does.
 */
export function HeroCards() {
  return (
    <div className={stage} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className={card} data-slot={i}>
          <img src={i === 1 ? HERO_FRONT_PICTURE : `${LANDING_ART}hero-${i}.svg`} alt="" width={300} height={400} fetchPriority={i === 1 ? 'high' : 'auto'} decoding={i === 1 ? 'sync' : 'async'} {...(i === 1 ? FRONT_PICTURE_TIMING : {})} />
          <span className={caption}>
            <FormattedMessage id={`landing.hero.card.${i}`} />
          </span>
        </div>
      ))}
      <span className={badge}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.2 5 6.6 5c2 0 3.4 1 4.4 2.4h2C14 6 15.4 5 17.4 5 20.8 5 23 8.4 21.5 11.8 19.5 16.4 12 21 12 21Z" />
        </svg>
        <FormattedMessage id="landing.hero.match" />
      </span>
    </div>
  );
}
