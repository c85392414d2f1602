import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT } from '../../core/chat';
import { MATCHES, type Match, type ReportReason } from '../../core/matches';
import type { MatchId } from '../../core/shared';
import { Dialog } from '../components/Dialog';
import { IconButton } from '../components/IconButton';
import { button, errorText, hint, primary, secondary, stack } from '../components/styles';
import { useInjection } from '../di/resolver';
import { chatErrorMessageId } from './chat-errors';

const menu = css`
  position: relative;
`;
const menuList = css`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 240px;
  display: grid;
  padding: var(--space-1);
  margin: 0;
  list-style: none;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--bg);
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  button {
    width: 100%;
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--fg);
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: var(--surface);
    }
    &[data-danger='true'] {
      color: var(--danger);
      font-weight: 600;
    }
    &[disabled] {
      color: var(--muted);
      cursor: default;
    }
  }
`;
const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  justify-content: flex-end;
`;
const danger = css`
  background: var(--danger);
  color: var(--bg);
`;
const reasons = css`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-1);
  legend {
    font-weight: 600;
    margin-bottom: var(--space-1);
  }
  label {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 40px;
  }
  textarea {
    font: inherit;
    padding: var(--space-2);
    border-radius: 10px;
    border: 2px solid var(--border);
    background: var(--bg);
    color: var(--fg);
  }
`;

type Action = 'unmatch' | 'block' | 'report';

/** The leaves of the report tree: the reasons a report may give, each with its parent's title before it. */
const leaves = (tree: readonly ReportReason[], prefix = ''): Array<{ id: string; title: string }> =>
  tree.flatMap((reason) => (reason.children && reason.children.length > 0 ? leaves(reason.children, `${prefix}${reason.title}: `) : [{ id: reason.id, title: `${prefix}${reason.title}` }]));

function ReportForm({ match, onDone, titleId, busy, setBusy }: { match: Match; onDone: () => void; titleId: string; busy: boolean; setBusy: (busy: boolean) => void }) {
  const intl = useIntl();
  const safety = useInjection(MATCHES.Safety);
  const [tree, setTree] = useState<Array<{ id: string; title: string }> | 'loading' | 'failed'>('loading');
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ids = useId();
  useEffect(() => {
    let live = true;
    void safety.reasons().then((answer) => live && setTree(answer.ok ? leaves(answer.value) : 'failed'));
    return () => {
      live = false;
    };
  }, [safety]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === undefined) {
      setError(intl.formatMessage({ id: 'safety.report.chooseReason' }));
      return;
    }
    setBusy(true);
    const filed = await safety.report({ userId: match.person.id, reason, matchId: match.id, ...(comment.trim() === '' ? {} : { comment: comment.trim() }) });
    setBusy(false);
    if (filed.ok) onDone();
    else setError(intl.formatMessage({ id: chatErrorMessageId(filed.error.code) }));
  };
  return (
    <form className={stack} onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
      {tree === 'loading' ? (
        <p className={hint} role="status">
          <FormattedMessage id="safety.report.loading" />
        </p>
      ) : tree === 'failed' ? (
        <p className={errorText} role="alert">
          <FormattedMessage id="chat.error.generic" />
        </p>
      ) : (
        <fieldset className={reasons}>
          <legend>
            <FormattedMessage id="safety.report.reason" />
          </legend>
          {tree.map((leaf, index) => (
            <label key={leaf.id}>
              <input type="radio" name={`${ids}-reason`} value={leaf.id} checked={reason === leaf.id} onChange={() => setReason(leaf.id)} data-autofocus={index === 0 ? true : undefined} />
              {leaf.title}
            </label>
          ))}
          <label htmlFor={`${ids}-comment`} style={{ minHeight: 0, marginTop: 'var(--space-2)' }}>
            <FormattedMessage id="safety.report.comment" />
          </label>
          <textarea id={`${ids}-comment`} rows={3} maxLength={500} value={comment} onChange={(event) => setComment(event.target.value)} />
        </fieldset>
      )}
      <p className={errorText} role="alert">
        {error ?? ''}
      </p>
      <div className={actionsRow}>
        <button type="submit" className={`${button} ${danger}`} disabled={busy || typeof tree === 'string'}>
          <FormattedMessage id="safety.report.send" />
        </button>
      </div>
    </form>
  );
}

/**
 * MATCH-13, SAFE-01, SAFE-02: unmatch, block and report a match's person, from the chat and from the match's
 * profile: a menu button, then a dialog that says what happens. Once the server agrees, the match leaves every
 * list (both sides) and `onEnded` takes the member back to the matches with a sentence of what was done.
 */
export function SafetyActions({ match, onEnded }: { match: Match; onEnded: (said: string) => void }) {
  useSignals();
  const intl = useIntl();
  const unmatch = useInjection(MATCHES.Unmatch);
  const safety = useInjection(MATCHES.Safety);
  const receipts = useInjection(CHAT.ReadReceipts);
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const bodyId = `${ids}-body`;
  const name = match.person.name;
  const remaining = receipts.remaining.value;

  useEffect(() => {
    if (menuOpen) firstItem.current?.focus();
  }, [menuOpen]);
  // CHAT-08: how many read receipts are left, read again with each conversation (some may have been bought since).
  useEffect(() => {
    void receipts.load();
  }, [receipts, match.id]);

  const choose = (chosen: Action) => {
    setMenuOpen(false);
    setError(undefined);
    setAction(chosen);
  };
  const close = () => {
    setAction(null);
    menuButton.current?.focus();
  };
  const ended = (done: Action) => onEnded(intl.formatMessage({ id: `safety.done.${done}` }, { name }));

  const confirm = async () => {
    setBusy(true);
    const done = action === 'unmatch' ? await unmatch.execute(match.id as MatchId) : await safety.block(match.person.id);
    setBusy(false);
    if (done.ok || (action === 'unmatch' && done.error.code === 40400)) ended(action!);
    else setError(intl.formatMessage({ id: chatErrorMessageId(done.error.code) }));
  };

  return (
    <div
      className={menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpen(false);
          menuButton.current?.focus();
        }
      }}
    >
      <IconButton ref={menuButton} icon={EllipsisVertical} label={intl.formatMessage({ id: 'chat.actions' })} aria-expanded={menuOpen} aria-haspopup="true" onClick={() => setMenuOpen(!menuOpen)} />
      {menuOpen ? (
        <ul className={menuList}>
          <li>
            {match.readReceipt.enabled ? (
              <button type="button" ref={firstItem} disabled>
                <FormattedMessage id="chat.readReceipts.on" />
              </button>
            ) : (
              <button
                type="button"
                ref={firstItem}
                onClick={() => {
                  // None left: the read-receipt paywall opens (PUR-35), and gives the focus back to the menu button.
                  setMenuOpen(false);
                  menuButton.current?.focus();
                  void receipts.turnOn(match.id, name);
                }}
              >
                {remaining > 0 ? <FormattedMessage id="chat.readReceipts.enable" values={{ count: remaining }} /> : <FormattedMessage id="chat.readReceipts.none" />}
              </button>
            )}
          </li>
          <li>
            <button type="button" onClick={() => choose('unmatch')}>
              <FormattedMessage id="safety.unmatch" />
            </button>
          </li>
          <li>
            <button type="button" data-danger="true" onClick={() => choose('block')}>
              <FormattedMessage id="safety.block" />
            </button>
          </li>
          <li>
            <button type="button" data-danger="true" onClick={() => choose('report')}>
              <FormattedMessage id="safety.report" />
            </button>
          </li>
        </ul>
      ) : null}
      {action === null ? null : (
        <Dialog labelledBy={titleId} describedBy={bodyId} onClose={close}>
          <h2 id={titleId}>
            <FormattedMessage id={`safety.${action}.title`} values={{ name }} />
          </h2>
          <p id={bodyId}>
            <FormattedMessage id={`safety.${action}.body`} values={{ name }} />
          </p>
          {action === 'report' ? (
            <ReportForm match={match} titleId={titleId} busy={busy} setBusy={setBusy} onDone={() => ended('report')} />
          ) : (
            <>
              <p className={errorText} role="alert">
                {error ?? ''}
              </p>
              <div className={actionsRow}>
                <button type="button" className={`${button} ${secondary}`} onClick={close} data-autofocus>
                  <FormattedMessage id="safety.cancel" />
                </button>
                <button type="button" className={`${button} ${action === 'block' ? danger : primary}`} disabled={busy} onClick={() => void confirm()}>
                  <FormattedMessage id={`safety.${action}`} />
                </button>
              </div>
            </>
          )}
        </Dialog>
      )}
    </div>
  );
}
