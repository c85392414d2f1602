import { css } from '@linaria/core';
import type { ButtonHTMLAttributes, ComponentType, Ref } from 'react';
import { iconButton } from './styles';

export type IconButtonTone = 'plain' | 'raised' | 'accent' | 'like' | 'pass' | 'superLike';
export type IconButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZE_PX: Record<IconButtonSize, number> = { sm: 36, md: 44, lg: 56, xl: 72 };

const tones = css`
  &[data-tone='raised'],
  &[data-tone='like'],
  &[data-tone='pass'],
  &[data-tone='superLike'] {
    background: var(--raised);
    box-shadow: var(--shadow-2);
    border: 1px solid var(--border);
  }
  &[data-tone='raised']:hover:not([disabled], [aria-disabled='true']),
  &[data-tone='like']:hover:not([disabled], [aria-disabled='true']),
  &[data-tone='pass']:hover:not([disabled], [aria-disabled='true']),
  &[data-tone='superLike']:hover:not([disabled], [aria-disabled='true']) {
    background: var(--raised);
    box-shadow: var(--shadow-3);
    transform: translateY(-1px);
  }
  &[data-tone='like'] {
    color: var(--like);
  }
  &[data-tone='pass'] {
    color: var(--pass);
  }
  &[data-tone='superLike'] {
    color: var(--super-like);
  }
  &[data-tone='accent'] {
    background: var(--accent-fill);
    color: var(--on-accent);
    box-shadow: var(--shadow-2);
  }
  &[data-tone='accent']:hover:not([disabled], [aria-disabled='true']) {
    background: var(--accent-fill);
    filter: brightness(1.08);
  }
  @media (forced-colors: active) {
    border: 1px solid ButtonText;
  }
  /* The size by attribute, not by an inline style: a page drawn ahead of time carries no style attribute its policy
     would refuse. */
  &[data-size='sm'] {
    --size: 36px;
  }
  &[data-size='md'] {
    --size: 44px;
  }
  &[data-size='lg'] {
    --size: 56px;
  }
  &[data-size='xl'] {
    --size: 72px;
  }
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The button's accessible name (also its tooltip): required, since it shows no text. */
  readonly label: string;
  /** A lucide icon (import it on its own: `import Heart from 'lucide-react/icons/heart'`). */
  readonly icon: ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean; fill?: string }>;
  readonly tone?: IconButtonTone;
  readonly size?: IconButtonSize;
  /** Fill the icon's shape with its colour (a filled heart, star). */
  readonly filled?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A round button showing only an icon; its name is `label`, also shown as a tooltip. */
export function IconButton({ label, icon: Icon, tone = 'plain', size = 'md', filled = false, className, type = 'button', style, title, ...rest }: IconButtonProps) {
  const px = SIZE_PX[size];
  return (
    <button
      type={type}
      className={`${iconButton} ${tones}${className ? ` ${className}` : ''}`}
      data-tone={tone}
      data-size={size}
      aria-label={label}
      title={title ?? label}
      style={style}
      {...rest}
    >
      <Icon size={Math.round(px * (size === 'xl' || size === 'lg' ? 0.45 : 0.5))} strokeWidth={size === 'xl' || size === 'lg' ? 2.5 : 2} aria-hidden fill={filled ? 'currentColor' : 'none'} />
    </button>
  );
}
