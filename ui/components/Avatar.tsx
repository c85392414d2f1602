import { css } from '@linaria/core';
import { useState } from 'react';

const avatar = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--avatar, 48px);
  height: var(--avatar, 48px);
  border-radius: 50%;
  overflow: hidden;
  background: var(--surface2);
  color: var(--fg);
  font-weight: 700;
  font-size: calc(var(--avatar, 48px) * 0.4);
  line-height: 1;
  user-select: none;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-ring='true'] {
    box-shadow:
      0 0 0 2px var(--bg),
      0 0 0 4px var(--brand);
  }
`;

const SIZES = { xs: 32, sm: 40, md: 48, lg: 72, xl: 112 } as const;

/** Initials of a name (one or two letters), for the placeholder. */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => [...part][0] ?? '')
    .join('')
    .toUpperCase();

/**
 * A round portrait. Without a photo (or when it fails to load) it shows the person's initials. Its text alternative
 * is `alt` (the photo's description or the person's name); `decorative` when the name is written next to it.
 */
export function Avatar({ src, name, alt, size = 'md', decorative = false, ring = false, className }: { src?: string; name: string; alt?: string; size?: keyof typeof SIZES; decorative?: boolean; ring?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  const px = SIZES[size];
  const label = decorative ? undefined : (alt ?? name);
  return (
    <span className={`${avatar}${className ? ` ${className}` : ''}`} data-ring={ring || undefined} style={{ ['--avatar' as string]: `${px}px` }}>
      {src && !failed ? (
        <img src={src} alt={label ?? ''} width={px} height={px} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <span role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
