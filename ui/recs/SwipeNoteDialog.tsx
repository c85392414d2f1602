import { css } from '@linaria/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog } from '../components';
import { field, hint } from '../components/styles';

/** RECS-15: how long a swipe note may be (the server's limit). */
export const SWIPE_NOTE_MAX = 140;

const form = css`
  display: grid;
  gap: var(--space-3);
  h2 {
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 96px;
    box-sizing: border-box;
    resize: vertical;
    padding: var(--space-2) var(--space-3);
    font: inherit;
    line-height: 1.4;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
  @media (max-width: 520px) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

/**
 * RECS-15: a note to send with a like of `name`: up to 140 characters, sent as plain text (the member liked reads
 * it on this member's card). `held` is how many swipe notes the member has, when known.
 */
export function SwipeNoteDialog({ name, held, onSend, onClose }: { name: string; held: number | undefined; onSend: (note: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const [note, setNote] = useState('');
  const text = note.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== '') onSend(text);
  };
  return (
    <Dialog labelledBy="swipe-note-title" describedBy="swipe-note-hint" onClose={onClose}>
      <form className={form} onSubmit={submit}>
        <h2 id="swipe-note-title">
          <FormattedMessage id="recs.swipeNote.title" values={{ name }} />
        </h2>
        <label htmlFor="swipe-note-text">
          <FormattedMessage id="recs.swipeNote.label" />
        </label>
        <textarea
          id="swipe-note-text"
          className={field}
          value={note}
          maxLength={SWIPE_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby="swipe-note-hint"
          data-autofocus
        />
        <p id="swipe-note-hint" className={hint}>
          {intl.formatMessage({ id: 'recs.swipeNote.hint' }, { left: SWIPE_NOTE_MAX - note.length, held: held ?? -1 })}
        </p>
        <div className={actions}>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="recs.swipeNote.cancel" />
          </Button>
          <Button type="submit" disabled={text === ''}>
            <FormattedMessage id="recs.swipeNote.send" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
