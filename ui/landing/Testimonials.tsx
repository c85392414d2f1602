import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextSlide, TESTIMONIAL_ROTATION_MS } from '../../core/landing';
import { button, secondary } from '../components/styles';

const COUNT = 3;

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
  max-width: 48ch;
  min-height: 7.5em;
  padding: var(--space-4);
  border-radius: var(--radius);
  background: var(--surface);
  text-align: center;
  figure {
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
const controls = css`
  display: flex;
  gap: var(--space-2);
`;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * LAND-01: the testimonial carousel, built to the WAI-ARIA carousel pattern: previous, next and pause buttons,
 * no rotation while paused, focused, hovered or when the member prefers reduced motion, and the slide announced
 * politely only while it does not move by itself.
 */
export function Testimonials() {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
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
      <div aria-live={rotating ? 'off' : 'polite'}>
        <div
          className={slide}
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'landing.testimonials.slide' })}
          aria-label={intl.formatMessage({ id: 'landing.testimonials.position' }, { index: index + 1, count: COUNT })}
        >
          <figure>
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
        <button type="button" className={`${button} ${secondary}`} onClick={() => setIndex((i) => nextSlide(i, COUNT, -1))}>
          <FormattedMessage id="landing.testimonials.previous" />
        </button>
        <button type="button" className={`${button} ${secondary}`} onClick={() => setPaused((p) => !p)}>
          <FormattedMessage id={paused ? 'landing.testimonials.play' : 'landing.testimonials.pause'} />
        </button>
        <button type="button" className={`${button} ${secondary}`} onClick={() => setIndex((i) => nextSlide(i, COUNT, 1))}>
          <FormattedMessage id="landing.testimonials.next" />
        </button>
      </div>
    </section>
  );
}
