import { css } from '@linaria/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ConsentCategory, ConsentChoices as Choices } from '../../core/privacy';
import { Button, Switch } from '../components';

const listClass = css`
  list-style: none;
  margin: 0;
  padding: var(--space-1) 0;
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  li + li {
    border-top: 1px solid var(--border);
  }
`;
const fixedRow = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 64px;
  padding: var(--space-2) var(--space-3);
  div {
    display: grid;
    flex: 1;
    gap: 2px;
  }
  div span:first-child {
    font-weight: 600;
  }
  div span + span,
  strong {
    color: var(--muted);
    font-size: var(--text-sm);
  }
  strong {
    font-weight: 600;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-top: var(--space-3);
`;

/** A category's name and what it is for (locales: privacy.category.<code>.*; an unknown code shows its code). */
export function useCategoryText() {
  const intl = useIntl();
  return (code: string, part: 'title' | 'body'): string => {
    const id = `privacy.category.${code}.${part}`;
    return intl.messages[id] === undefined ? (part === 'title' ? code : '') : intl.formatMessage({ id });
  };
}

/**
 * One switch per category (a category nobody can change says "Always on"), and the buttons below: the member's
 * choices are saved only by a button, so moving through the switches changes nothing yet.
 */
export function ConsentChoices({
  categories,
  initial,
  busy,
  onSave,
  extraActions,
}: {
  categories: readonly ConsentCategory[];
  initial: Choices;
  busy: boolean;
  onSave: (choices: Choices) => void;
  extraActions?: ReactNode;
}) {
  const intl = useIntl();
  const text = useCategoryText();
  const [choices, setChoices] = useState<Choices>(initial);
  return (
    <>
      <ul className={listClass}>
        {categories.map((c) => (
          <li key={c.code}>
            {c.changeable ? (
              <Switch
                title={text(c.code, 'title')}
                subtitle={text(c.code, 'body')}
                checked={choices[c.code] ?? c.defaultValue}
                onChange={(on) => setChoices((now) => ({ ...now, [c.code]: on }))}
              />
            ) : (
              <div className={fixedRow}>
                <div>
                  <span>{text(c.code, 'title')}</span>
                  <span>{text(c.code, 'body')}</span>
                </div>
                <strong>{intl.formatMessage({ id: 'privacy.alwaysOn' })}</strong>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className={actions}>
        <Button aria-disabled={busy} onClick={() => !busy && onSave(choices)}>
          {intl.formatMessage({ id: 'privacy.manage.save' })}
        </Button>
        {extraActions}
      </div>
    </>
  );
}
