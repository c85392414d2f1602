import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ALL_IN_GENDER_MAX,
  allInGendersFor,
  firstAllInScreen,
  nextAllInScreen,
  ORIENTATIONS_MAX,
  toggleChoice,
  type AllInGenderId,
  type AllInScreen,
  type EditableProfile,
  type Orientation,
} from '../../core/profile';
import { STARTUP } from '../../core/startup';
import { Button, Chip, Dialog } from '../components';
import { checkRow, hint } from '../components/styles';
import { useInjection } from '../di/resolver';
import { EditSection, useSectionSave } from './EditSection';
import { messageFor } from './field-messages';
import type { OnDirty } from './sections';

const chosenList = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const choices = css`
  display: grid;
  gap: var(--space-1);
  margin: 0 0 var(--space-3);
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  justify-content: flex-end;
`;
const body = css`
  margin: 0 0 var(--space-3);
  color: var(--muted);
`;

/** The sorted-insensitive equality of two lists of choices. */
const sameChoices = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * A modal list of choices as checkboxes, at most `max` (PROF-10's gender select and orientation modals): changes
 * stay in the modal until Done; Cancel, Escape or the backdrop leave the draft as it was.
 */
function ChoicesDialog<T extends string | number>({
  titleId,
  options,
  chosen,
  max,
  label,
  onDone,
  onClose,
}: {
  titleId: string;
  options: readonly T[];
  chosen: readonly T[];
  max: number;
  label: (option: T) => string;
  onDone: (chosen: readonly T[]) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [picked, setPicked] = useState<readonly T[]>(chosen);
  const full = picked.length >= max;
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-hint`} onClose={onClose} size="sm">
      <h2 id={`${id}-title`}>
        <FormattedMessage id={titleId} />
      </h2>
      <p id={`${id}-hint`} className={hint}>
        <FormattedMessage id="allIn.choose.hint" values={{ max, count: picked.length }} />
      </p>
      <fieldset className={choices} aria-labelledby={`${id}-title`}>
        {options.map((option, i) => {
          const on = picked.includes(option);
          return (
            <label key={String(option)} className={checkRow}>
              <input
                type="checkbox"
                checked={on}
                aria-disabled={!on && full ? true : undefined}
                data-autofocus={i === 0 ? true : undefined}
                onChange={() => setPicked((list) => toggleChoice(list, option, max))}
              />
              {label(option)}
            </label>
          );
        })}
      </fieldset>
      <div className={actions}>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="allIn.cancel" />
        </Button>
        <Button
          onClick={() => {
            onDone(picked);
            onClose();
          }}
        >
          <FormattedMessage id="allIn.done" />
        </Button>
      </div>
    </Dialog>
  );
}

/** PROF-10: the words that say the member's gender more precisely, chosen in the gender select modal, then saved. */
export function AllInGenderSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  const intl = useIntl();
  const [ids, setIds] = useState<readonly AllInGenderId[]>(profile.allInGender);
  const [open, setOpen] = useState(false);
  const dirty = !sameChoices(ids, profile.allInGender);
  useEffect(() => onDirty('allInGender', dirty), [dirty, onDirty]);
  const word = (id: AllInGenderId) => intl.formatMessage({ id: `allIn.gender.${id}` });
  return (
    <EditSection kind="allInGender" titleId="allIn.gender.title" dirty={dirty} toSection={() => ({ kind: 'allInGender', ids })}>
      {(error) => (
        <>
          <p className={body}>
            <FormattedMessage id="allIn.gender.lead" values={{ max: ALL_IN_GENDER_MAX }} />
          </p>
          {ids.length > 0 ? (
            <ul className={chosenList} aria-label={intl.formatMessage({ id: 'allIn.gender.chosen' })}>
              {ids.map((id) => (
                <li key={id}>
                  <Chip selected onToggle={() => setIds((list) => list.filter((x) => x !== id))}>
                    {word(id)}
                  </Chip>
                </li>
              ))}
            </ul>
          ) : null}
          {messageFor(intl, error, 'all_in_gender') ? <p className={hint}>{messageFor(intl, error, 'all_in_gender')}</p> : null}
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <FormattedMessage id="allIn.gender.choose" />
            </Button>
          </div>
          {open ? (
            <ChoicesDialog
              titleId="allIn.gender.select"
              options={allInGendersFor(profile.gender)}
              chosen={ids}
              max={ALL_IN_GENDER_MAX}
              label={word}
              onDone={setIds}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      )}
    </EditSection>
  );
}

/** PROF-10: the member's orientations from the app settings' list (the orientation modal), and whether the card shows them. */
export function OrientationSection({ profile, onDirty }: { profile: EditableProfile; onDirty: OnDirty }) {
  useSignals();
  const intl = useIntl();
  const list = useInjection(STARTUP.Store).settings.value.orientations;
  const [chosen, setChosen] = useState<readonly number[]>(profile.orientations.map((o) => o.id));
  const [show, setShow] = useState(profile.showOrientationOnProfile);
  const [open, setOpen] = useState(false);
  const dirty = !sameChoices(chosen, profile.orientations.map((o) => o.id)) || show !== profile.showOrientationOnProfile;
  useEffect(() => onDirty('orientation', dirty), [dirty, onDirty]);
  const nameOf = (id: number) => list.find((o) => o.id === id)?.name ?? profile.orientations.find((o) => o.id === id)?.name ?? String(id);
  const orientations = (): readonly Orientation[] => chosen.map((id) => ({ id, name: nameOf(id) }));
  return (
    <EditSection kind="orientation" titleId="allIn.orientation.title" dirty={dirty} toSection={() => ({ kind: 'orientation', orientations: orientations(), showOnProfile: show })}>
      {(error) => (
        <>
          <p className={body}>
            <FormattedMessage id="allIn.orientation.lead" values={{ max: ORIENTATIONS_MAX }} />
          </p>
          {chosen.length > 0 ? (
            <ul className={chosenList} aria-label={intl.formatMessage({ id: 'allIn.orientation.chosen' })}>
              {chosen.map((id) => (
                <li key={id}>
                  <Chip selected onToggle={() => setChosen((c) => c.filter((x) => x !== id))}>
                    {nameOf(id)}
                  </Chip>
                </li>
              ))}
            </ul>
          ) : null}
          {messageFor(intl, error, 'sexual_orientations') ? <p className={hint}>{messageFor(intl, error, 'sexual_orientations')}</p> : null}
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <FormattedMessage id="allIn.orientation.choose" />
            </Button>
          </div>
          <label className={checkRow}>
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
            <FormattedMessage id="allIn.orientation.show" />
          </label>
          {open ? (
            <ChoicesDialog
              titleId="allIn.orientation.select"
              options={list.map((o) => o.id)}
              chosen={chosen}
              max={ORIENTATIONS_MAX}
              label={nameOf}
              onDone={setChosen}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      )}
    </EditSection>
  );
}

/**
 * PROF-10, NAV-15: the all-in screens a member sees once, on the gender page: the all-in gender introduction, the
 * orientation screen, then safety. Finishing or closing them saves that they were seen
 * (`hasUserViewedAllInScreensBefore`), so they do not come back.
 */
export function AllInScreens({ profile }: { profile: EditableProfile }) {
  const id = useId();
  const { save } = useSectionSave('allInViewed');
  const [screen, setScreen] = useState<AllInScreen | null>(() => firstAllInScreen(profile.hasUserViewedAllInScreensBefore));
  if (screen === null) return null;
  const finish = () => {
    setScreen(null);
    void save({ kind: 'allInViewed' });
  };
  const next = nextAllInScreen(screen);
  return (
    <Dialog key={screen} labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={finish} size="sm">
      <h2 id={`${id}-title`}>
        <FormattedMessage id={`allIn.screen.${screen}.title`} />
      </h2>
      <p id={`${id}-body`} className={body}>
        <FormattedMessage id={`allIn.screen.${screen}.body`} />
      </p>
      <div className={actions}>
        {next === null ? (
          <Button onClick={finish} data-autofocus>
            <FormattedMessage id="allIn.screen.done" />
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={finish}>
              <FormattedMessage id="allIn.screen.skip" />
            </Button>
            <Button onClick={() => setScreen(next)} data-autofocus>
              <FormattedMessage id="allIn.screen.next" />
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
