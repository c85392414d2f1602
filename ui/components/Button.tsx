import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button, danger, ghost, large, primary, secondary, small, wide as wideClass } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = { primary, secondary, ghost, danger };
const SIZES: Record<ButtonSize, string> = { sm: small, md: '', lg: large };

/** The class names of a button, for a link that must look like one (`<Link className={buttonClass(…)}>`). */
export const buttonClass = ({ variant = 'primary', size = 'md', wide = false }: { variant?: ButtonVariant; size?: ButtonSize; wide?: boolean } = {}): string =>
  [button, VARIANTS[variant], SIZES[size], wide ? wideClass : ''].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action of a screen; secondary: the others; ghost: low emphasis; danger: destroys. */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Fills its container's width. */
  readonly wide?: boolean;
  /** A decorative icon before the text (its label is the text). */
  readonly icon?: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A text button; `type="button"` unless told otherwise. */
export function Button({ variant, size, wide, icon, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={`${buttonClass({ variant, size, wide })}${className ? ` ${className}` : ''}`} {...rest}>
      {icon}
      {children}
    </button>
  );
}
