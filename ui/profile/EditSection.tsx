import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PROFILE, type ProfileEditError, type ProfileSection, type SectionKind } from '../../core/profile';
import { Button } from '../components';
import { useAfterRender } from '../hooks/use-after-render';
import { useInjection } from '../di/resolver';
import { DESKTOP } from '../theme/tokens';
import { refusalMessage } from './field-messages';

export const sectionCard = css`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--raised);
  box-shadow: var(--shadow-1);
  h2 {
    margin: 0;
    font-size: var(--text-lg);
    font-weight: 800;
  }
`;
const foot = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
  p {
    margin: 0;
    color: var(--muted);
  }
  p[data-tone='error'] {
    color: var(--danger);
    font-weight: 600;
  }
  /* A long section (the interests) keeps Save in reach while the member scrolls. */
  &[data-sticky='true'] {
    position: sticky;
    bottom: calc(var(--nav-h) + env(safe-area-inset-bottom));
    margin: 0 calc(-1 * var(--space-4)) calc(-1 * var(--space-4));
    padding: var(--space-3) var(--space-4);
    border-radius: 0 0 var(--radius-lg) var(--radius-lg);
    background: var(--raised);
    box-shadow: 0 -1px 0 var(--border);
    ${DESKTOP} {
      bottom: 0;
    }
  }
`;

/** Saving one section: the refusal of the last save of this section (field errors for its fields), and whether it is out. */
export function useSectionSave(kind: SectionKind) {
  useSignals();
  const edit = useInjection(PROFILE.Edit);
  const store = useInjection(PROFILE.EditStore);
  const refused = store.refused.value;
  return {
    save: (section: ProfileSection) => edit.save(section),
    error: refused?.section === kind ? refused.error : undefined,
    saving: store.saving.value === kind,
  };
}

/**
 * One section of the edit page as its own form: a heading, the fields, and Save. The edit shows at once; when the
 * save is refused the fields keep what was typed, the refused ones say why, and focus goes to the first of them.
 */
export function EditSection({
  kind,
  titleId,
  dirty,
  toSection,
  children,
  headingLevel = 2,
  stickyFoot = false,
}: {
  kind: SectionKind;
  titleId: string;
  dirty: boolean;
  /** The section as drafted, or undefined when a field is not ready (the page then says why). */
  toSection: () => ProfileSection;
  children: (error: ProfileEditError | undefined) => ReactNode;
  headingLevel?: 2 | 3;
  /** Keeps Save on screen while a long section scrolls. */
  stickyFoot?: boolean;
}) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const { save, error, saving } = useSectionSave(kind);
  const [said, setSaid] = useState<'saved' | null>(null);
  const afterRender = useAfterRender();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `section-${kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    const result = await save(toSection());
    if (result.ok) {
      setSaid('saved');
      return;
    }
    // Focus the first refused field once it shows as invalid.
    afterRender(() => {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? form.current?.querySelector<HTMLElement>('[data-refusal]'))?.focus();
    });
  };

  return (
    <form ref={form} className={sectionCard} aria-labelledby={id} onSubmit={(e) => void submit(e)} noValidate>
      <Heading id={id}>
        <FormattedMessage id={titleId} />
      </Heading>
      {children(error)}
      <div className={foot} data-sticky={stickyFoot}>
        <Button type="submit" variant={dirty ? 'primary' : 'secondary'} aria-disabled={saving || undefined}>
          <FormattedMessage id={saving ? 'profile.edit.saving' : 'profile.edit.save'} />
        </Button>
        <p role="status" data-tone={error ? 'error' : undefined} data-refusal tabIndex={-1}>
          {error ? refusalMessage(intl, error) : said === 'saved' && !dirty ? <FormattedMessage id="profile.edit.saved" /> : null}
        </p>
      </div>
    </form>
  );
}
