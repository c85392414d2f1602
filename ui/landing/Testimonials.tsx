import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextSlide, TESTIMONIAL_ROTATION_MS } from '../../core/landing';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { IconButton } from '../components/IconButton';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { LANDING_ART } from './HeroCards';

const COUNT = 3;

const live = css`
  width: 100%;
`;

const region = css`
  display: grid;
  gap: var(--space-3);
  justify-items: center;
  padding: 0 var(--space-3);
  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;
const slide = css`
  margin: 0;
  width: min(100%, 560px);
  box-sizing: border-box;
  min-height: 15rem;
  margin: 0 auto;
  padding: var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--surface);
  box-shadow: var(--shadow-1);
  text-align: center;
  figure {
    display: grid;
    justify-items: center;
    gap: var(--space-3);
    margin: 0;
  }
  blockquote {
    margin: 0 0 var(--space-2);
    font-size: 1.125rem;
  }
  figcaption {
    color: var(--muted);
    font-weight: 600;
  }
`;
const faces = css`
  display: flex;
  img {
    width: 72px;
    height: 72px;
    border-radius: var(--radius-full);
    object-fit: cover;
    object-position: 50% 30%;
    border: 3px solid var(--surface);
    background: var(--bg);
    box-shadow: var(--shadow-1);
  }
  img + img {
    margin-inline-start: -16px;
  }
`;
const controls = css`
  display: flex;
  gap: var(--space-3);
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/**
 * LAND-01: the testimonial carousel, built to the WAI-ARIA carousel pattern: previous, next and pause buttons,
 * no rotation while paused, focused, hovered or when the member prefers reduced motion, and the slide announced
 * politely only while it does not move by itself.
 */
export function Testimonials() {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  // Paused by the member's choice, once made; until then, by their wish for reduced motion.
  const reducedMotion = useReducedMotion();
  const [pausedByMember, setPaused] = useState<boolean | null>(null);
  const paused = pausedByMember ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const rotating = !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const t = setInterval(() => setIndex((i) => nextSlide(i, COUNT, 1)), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(t);
  }, [rotating]);

  return (
    <section
      className={region}
      aria-roledescription={intl.formatMessage({ id: 'landing.testimonials.role' })}
      aria-labelledby="testimonials-title"
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <h2 id="testimonials-title">
        <FormattedMessage id="landing.testimonials.title" />
      </h2>
      <div aria-live={rotating ? 'off' : 'polite'} className={live}>
        <div
          className={slide}
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'landing.testimonials.slide' })}
          aria-label={intl.formatMessage({ id: 'landing.testimonials.position' }, { index: index + 1, count: COUNT })}
        >
          <figure>
            <div className={faces}>
              {(['a', 'b'] as const).map((who) => (
                <img key={who} src={`${LANDING_ART}story-${index}${who}.svg`} alt="" width={72} height={72} loading="lazy" decoding="async" />
              ))}
            </div>
            <blockquote>
              <FormattedMessage id={`landing.testimonials.${index}.quote`} />
            </blockquote>
            <figcaption>
              <FormattedMessage id={`landing.testimonials.${index}.author`} />
            </figcaption>
          </figure>
        </div>
      </div>
      <div className={controls}>
        <IconButton tone="raised" icon={ChevronLeft} label={intl.formatMessage({ id: 'landing.testimonials.previous' })} onClick={() => setIndex((i) => nextSlide(i, COUNT, -1))} />
        <IconButton tone="raised" icon={paused ? Play : Pause} label={intl.formatMessage({ id: paused ? 'landing.testimonials.play' : 'landing.testimonials.pause' })} onClick={() => setPaused(!paused)} />
        <IconButton tone="raised" icon={ChevronRight} label={intl.formatMessage({ id: 'landing.testimonials.next' })} onClick={() => setIndex((i) => nextSlide(i, COUNT, 1))} />
      </div>
    </section>
  );
}
