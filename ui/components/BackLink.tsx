import { css } from '@linaria/core';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { buttonClass, type ButtonSize } from './Button';
import { mirrorRtl } from './styles';


const spacedClass = css`
  margin-block-end: var(--space-3);
`;

/** The way back to the page above (a sub-page's parent): a quiet button-link with an arrow that points back in either direction of writing. */
/** `spaced`: on its own line above the content (not in a row of links). */
export function BackLink({ href, labelId, size = 'sm', spaced = false }: { href: string; labelId: string; size?: ButtonSize; spaced?: boolean }) {
  return (
    <Link href={href} className={`${buttonClass({ variant: 'ghost', size })}${spaced ? ` ${spacedClass}` : ''}`}>
      <ArrowLeft size={18} aria-hidden className={mirrorRtl} />
      <FormattedMessage id={labelId} />
    </Link>
  );
}
