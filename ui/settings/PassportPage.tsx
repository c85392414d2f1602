import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Check from 'lucide-react/icons/check';
import MapPin from 'lucide-react/icons/map-pin';
import Plane from 'lucide-react/icons/plane';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS, type PassportPlace } from '../../core/settings';
import { Button, ListRow, Loading, RowIcon, Skeleton, TextField } from '../components';
import { hint, perkList } from '../components/styles';
import { useInjection } from '../di/resolver';
import { useAfterRender } from '../hooks/use-after-render';
import { Section, sectionClass } from './settings-parts';

const lead = css`
  color: var(--muted);
  margin: 0 0 var(--space-3);
`;
const current = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-3);
  padding: var(--space-3);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: var(--text-lg);
  }
`;
const status = css`
  margin: var(--space-3) 0 0;
  &:empty {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;
const searchForm = css`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
  margin-block: var(--space-4) var(--space-2);
  & > div {
    flex: 1;
  }
`;
const here = css`
  color: var(--accent-text);
  font-weight: 600;
`;
const offer = css`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  background: var(--raised);
  h2 {
    margin: 0;
    font-size: var(--text-xl);
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;
const offerIcon = css`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--surface);
  color: var(--accent-text);
`;

/** Waits this long after the last key before searching (a search per word, not per letter). */
const SEARCH_PAUSE_MS = 250;

const placeLabel = (place: PassportPlace) => (place.country === '' ? place.name : `${place.name}, ${place.country}`);

/**
 * SET-14 passport (ROUTE-06 `plus/passport`), without a map: where Discover finds people (here, or a place), a
 * search of places, the recent places and the popular ones. Choosing a place saves it at once and reloads
 * Discover (RECS-06); the outcome is said in words and gets the focus. A member whose tier lacks the passport sees
 * what Plus gives instead.
 */
export function PassportPage() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.PassportStore);
  const passport = useInjection(SETTINGS.Passport);
  useEffect(() => void passport.load(), [passport]);
  const loadState = store.status.value;
  if (loadState.kind === 'idle' || loadState.kind === 'loading') {
    return (
      <Loading label={intl.formatMessage({ id: 'passport.loading' })}>
        <Skeleton width="100%" height={88} radius="var(--radius-lg)" />
      </Loading>
    );
  }
  if (loadState.kind === 'failed') {
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="passport.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void passport.load()}>
          <FormattedMessage id="passport.retry" />
        </Button>
      </div>
    );
  }
  return store.access.value.allow ? <Traveller /> : <PlusOffer tier={store.access.value.requiredTier} />;
}

/** What Plus gives, for a member whose tier lacks the passport. */
function PlusOffer({ tier }: { tier: string }) {
  const perksList = ['passport', 'unlimited', 'rewind', 'control', 'ads'] as const;
  return (
    <section className={offer} aria-labelledby="passport-plus-title">
      <span className={offerIcon} aria-hidden>
        <Plane size={28} />
      </span>
      <h2 id="passport-plus-title">
        <FormattedMessage id="passport.plus.title" values={{ tier: tier === 'plus' ? 'Spark Plus' : tier }} />
      </h2>
      <p>
        <FormattedMessage id="passport.plus.body" />
      </p>
      <ul className={perkList}>
        {perksList.map((perk) => (
          <li key={perk}>
            <Check size={18} aria-hidden />
            <FormattedMessage id={`passport.plus.${perk}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The passport of a member who has it. */
function Traveller() {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.PassportStore);
  const passport = useInjection(SETTINGS.Passport);
  const place = store.place.value;
  const change = store.change.value;
  const saving = change.kind === 'saving';
  const [message, setMessage] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const afterRender = useAfterRender();
  const say = (text: string) => {
    setMessage(text);
    afterRender(() => statusRef.current?.focus());
  };
  const travelTo = async (to: PassportPlace) => {
    if (saving) return;
    const saved = await passport.travelTo(to);
    say(intl.formatMessage({ id: saved.ok ? 'passport.travelled' : 'passport.travelFailed' }, { place: placeLabel(to) }));
  };
  const goHome = async () => {
    if (saving) return;
    const saved = await passport.goHome();
    say(intl.formatMessage({ id: saved.ok ? 'passport.home' : 'passport.homeFailed' }));
  };

  return (
    <>
      <p className={lead}>
        <FormattedMessage id="passport.lead" />
      </p>
      <div className={current}>
        <p>
          <FormattedMessage id={place ? 'passport.current.travelling' : 'passport.current.home'} />
          <strong>{place ? placeLabel(place) : intl.formatMessage({ id: 'passport.current.homeName' })}</strong>
        </p>
        {place ? (
          <Button variant="secondary" aria-disabled={saving} onClick={() => void goHome()}>
            <FormattedMessage id={saving && change.placeId === null ? 'passport.returning' : 'passport.return'} />
          </Button>
        ) : null}
      </div>
      <p ref={statusRef} className={status} role="status" tabIndex={-1}>
        {message}
      </p>
      <PlaceSearch onChoose={travelTo} currentId={place?.id ?? null} />
      {store.recent.value.length > 0 ? (
        <Section titleId="passport.recent">
          {store.recent.value.map((p) => (
            <li key={p.id}>
              <PlaceRow place={p} current={p.id === place?.id} onChoose={travelTo} />
            </li>
          ))}
        </Section>
      ) : null}
      <PopularPlaces onChoose={travelTo} currentId={place?.id ?? null} />
    </>
  );
}

/** One place as a row: choosing it travels there; the current place says so and cannot be chosen again. */
function PlaceRow({ place, current, onChoose }: { place: PassportPlace; current: boolean; onChoose: (place: PassportPlace) => void }) {
  if (current) {
    return (
      <ListRow
        leading={<RowIcon icon={Plane} />}
        title={place.name}
        subtitle={place.country}
        trailing={
          <span className={here}>
            <Check size={16} aria-hidden /> <FormattedMessage id="passport.here" />
          </span>
        }
      />
    );
  }
  return (
    <ListRow
      leading={<RowIcon icon={MapPin} />}
      title={place.name}
      subtitle={place.country}
      onClick={() => onChoose(place)}
    />
  );
}

/** The search of places: as the member types (after a short pause), or at once with Enter. */
function PlaceSearch({ onChoose, currentId }: { onChoose: (place: PassportPlace) => void; currentId: string | null }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.PassportStore);
  const passport = useInjection(SETTINGS.Passport);
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onInput = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void passport.search(value), SEARCH_PAUSE_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    void passport.search(text);
  };
  const search = store.search.value;
  return (
    <>
      <form role="search" className={searchForm} onSubmit={submit} aria-label={intl.formatMessage({ id: 'passport.search.label' })}>
        <TextField
          label={<FormattedMessage id="passport.search.label" />}
          type="search"
          value={text}
          maxLength={64}
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'passport.search.placeholder' })}
          onChange={(event) => onInput(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          <FormattedMessage id="passport.search.submit" />
        </Button>
      </form>
      <p className={hint} role="status">
        {search.kind === 'searching' ? (
          <FormattedMessage id="passport.search.searching" />
        ) : search.kind === 'found' ? (
          <FormattedMessage id={search.places.length === 0 ? 'passport.search.none' : 'passport.search.found'} values={{ query: search.query, count: search.places.length }} />
        ) : search.kind === 'failed' ? (
          <FormattedMessage id="passport.search.failed" />
        ) : null}
      </p>
      {search.kind === 'found' && search.places.length > 0 ? (
        <Section titleId="passport.search.results">
          {search.places.map((p) => (
            <li key={p.id}>
              <PlaceRow place={p} current={p.id === currentId} onChoose={onChoose} />
            </li>
          ))}
        </Section>
      ) : null}
    </>
  );
}

/** The popular places, with their own loading and failure. */
function PopularPlaces({ onChoose, currentId }: { onChoose: (place: PassportPlace) => void; currentId: string | null }) {
  useSignals();
  const intl = useIntl();
  const store = useInjection(SETTINGS.PassportStore);
  const passport = useInjection(SETTINGS.Passport);
  const popular = store.popular.value;
  if (popular.kind === 'failed') {
    return (
      <div role="alert" className={sectionClass}>
        <p>
          <FormattedMessage id="passport.popular.failed" />
        </p>
        <Button variant="secondary" onClick={() => void passport.loadPopular()}>
          <FormattedMessage id="passport.retry" />
        </Button>
      </div>
    );
  }
  if (popular.kind !== 'loaded') {
    return (
      <Loading label={intl.formatMessage({ id: 'passport.popular.loading' })}>
        <Skeleton width="100%" height={64} />
      </Loading>
    );
  }
  return (
    <Section titleId="passport.popular">
      {popular.places.map((p) => (
        <li key={p.id}>
          <PlaceRow place={p} current={p.id === currentId} onChoose={onChoose} />
        </li>
      ))}
    </Section>
  );
}
