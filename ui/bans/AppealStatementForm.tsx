import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { APPEAL_STATEMENT_LENGTH, type AppealCase, type AppealRefusal } from '../../core/bans';
import { Button } from '../components';
import { errorText, field, hint } from '../components/styles';
import { useAfterRender } from '../hooks/use-after-render';

const REFUSAL_KEYS: Readonly<Record<AppealRefusal, string>> = {
  'too-short': 'appeals.error.tooShort',
  'too-long': 'appeals.error.tooLong',
  'no-ban': 'appeals.error.noBan',
  'already-open': 'appeals.error.alreadyOpen',
  captcha: 'appeals.error.captcha',
  failed: 'appeals.error.failed',
};

export interface AppealStatementFormProps {
  /** Files the appeal: a ban's (the appeals center) or a warning's (its modal). */
  readonly file: (statement: string) => Promise<{ readonly filed: AppealCase } | { readonly refused: AppealRefusal }>;
  readonly onFiled: () => void;
  readonly className: string;
  /** Above the field (the appeals center's title). */
  readonly heading?: ReactNode;
  readonly rows: number;
  readonly submitVariant: 'primary' | 'secondary';
  /** The form opened where the member asked for it: the focus goes to what they write. */
  readonly focusOnOpen?: boolean;
}

/**
 * BAN-13: the statement of an appeal, 10 to 1,000 characters (counted as the member writes); a refusal says why in
 * words and keeps what they wrote, and the focus goes back to it.
 */
export function AppealStatementForm({ file, onFiled, className, heading, rows, submitVariant, focusOnOpen = false }: AppealStatementFormProps) {
  const intl = useIntl();
  const id = useId();
  const [statement, setStatement] = useState('');
  const [refusal, setRefusal] = useState<AppealRefusal | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const afterRender = useAfterRender();
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const outcome = await file(statement);
    setSending(false);
    if ('filed' in outcome) {
      onFiled();
    } else {
      setRefusal(outcome.refused);
      afterRender(() => input.current?.focus());
    }
  };

  return (
    <form className={className} onSubmit={(event) => void submit(event)} noValidate>
      {heading}
      <div className={field}>
        <label htmlFor={id}>
          <FormattedMessage id="appeals.statementLabel" />
        </label>
        <textarea
          ref={input}
          id={id}
          rows={rows}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          aria-invalid={refusal !== null && refusal !== 'failed' && refusal !== 'captcha' ? true : undefined}
          aria-describedby={`${id}-count${refusal ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-count`} className={hint}>
          <FormattedMessage id="appeals.count" values={{ count: statement.trim().length, min: APPEAL_STATEMENT_LENGTH.min, max: APPEAL_STATEMENT_LENGTH.max }} />
        </p>
        {refusal ? (
          <p id={`${id}-error`} className={errorText}>
            {intl.formatMessage({ id: REFUSAL_KEYS[refusal] }, { min: APPEAL_STATEMENT_LENGTH.min, max: APPEAL_STATEMENT_LENGTH.max })}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant={submitVariant} wide={submitVariant === 'secondary'} aria-disabled={sending}>
        <FormattedMessage id={sending ? 'appeals.sending' : 'appeals.send'} />
      </Button>
    </form>
  );
}
