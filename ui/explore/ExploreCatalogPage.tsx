import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Check from 'lucide-react/icons/check';
import SearchX from 'lucide-react/icons/search-x';
import Users from 'lucide-react/icons/users';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EXPLORE, type Catalog } from '../../core/explore';
import { ROUTING } from '../../core/routing';
import { BackLink, Button, buttonClass, Dialog, EmptyState, modalBody, Skeleton } from '../components';
import { useInjection } from '../di/resolver';
import { usePageTitle } from '../hooks/use-page-title';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { RecsDeck } from '../recs/RecsDeck';
import { DESKTOP } from '../theme/tokens';
import { catalogLook, catalogMeta as meta, illustration, joinedChip } from './catalog-look';

const page = css`
  padding: var(--space-3) var(--space-3) var(--space-4);
  max-width: 960px;
  margin: 0 auto;
`;
const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  /* The deck's card gives up the height of the catalog's header above it (ui/recs/deck-styles.ts). */
  --deck-extra: 150px;
  ${DESKTOP} {
    grid-template-columns: minmax(240px, 300px) minmax(0, 1fr);
    align-items: start;
    gap: var(--space-5);
    --deck-extra: 44px;
  }
`;
const banner = css`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: var(--space-2) var(--space-3);
  margin-block-start: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-lg);
  color: #ffffff;
  box-shadow: var(--shadow-2);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(to right, rgb(0 0 0 / 45%), rgb(0 0 0 / 10%));
  }
  h1 {
    margin: 0;
    font-size: var(--text-xl);
    font-weight: 800;
    line-height: 1.15;
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 2px 0 0;
    font-size: var(--text-sm);
  }
  svg[aria-hidden] {
    max-width: 150px;
  }
  ${DESKTOP} {
    /* Beside the deck: a tall card, the toggle at its foot. */
    grid-template-columns: minmax(0, 1fr);
    align-content: end;
    justify-items: start;
    min-height: 320px;
    padding: var(--space-4);
    position: sticky;
    top: var(--space-4);
    h1 {
      font-size: var(--text-2xl);
    }
    p {
      font-size: var(--text-md);
    }
    svg[aria-hidden] {
      max-width: 220px;
    }
  }
`;
const toggle = css`
  /* On the gradient, the quiet button is a white outline. */
  &[data-joined='true'] {
    background: rgb(255 255 255 / 16%);
    border-color: rgb(255 255 255 / 70%);
    color: #ffffff;
  }
`;
const status = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function Header({ catalog, toggleRef, onToggle, busy }: { catalog: Catalog; toggleRef: React.RefObject<HTMLButtonElement | null>; onToggle: () => void; busy: boolean }) {
  const look = catalogLook(catalog.theme);
  const Icon = look.icon;
  return (
    <header className={banner} style={{ backgroundImage: look.gradient }}>
      <Icon aria-hidden className={illustration} strokeWidth={1.5} />
      <div>
        <h1 id="screen-title" tabIndex={-1}>
          <FormattedMessage id={`explore.catalog.${catalog.key}.name`} />
        </h1>
        <p>
          <FormattedMessage id={`explore.catalog.${catalog.key}.description`} />
        </p>
        <span className={meta}>
          <span>
            <Users size={16} aria-hidden /> <FormattedMessage id="explore.people" values={{ count: catalog.members }} />
          </span>
          {catalog.joined ? (
            <span className={joinedChip}>
              <Check size={14} strokeWidth={3} aria-hidden /> <FormattedMessage id="explore.joined" />
            </span>
          ) : null}
        </span>
      </div>
      <Button
        ref={toggleRef}
        className={toggle}
        variant={catalog.joined ? 'secondary' : 'primary'}
        size="sm"
        data-joined={catalog.joined}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : onToggle}
      >
        <FormattedMessage id={catalog.joined ? 'explore.leave' : 'explore.join'} />
      </Button>
    </header>
  );
}

/**
 * EXP-01, EXP-02: a catalog's page (`explore/{catalogId}`): the way back to Explore, the catalog with a Join / Leave
 * toggle, and its own card stack (Discover's deck on the catalog's queue). Entering a catalog the member has not
 * joined offers the opt-in once per catalog on this device; leaving the page makes Discover's stack active again.
 */
export function ExploreCatalogPage() {
  useSignals();
  const intl = useIntl();
  const explore = useInjection(EXPLORE.UseCase);
  const store = useInjection(EXPLORE.Store);
  const routing = useInjection(ROUTING.Store);
  const route = routing.match.value;
  const catalogId = route.name === 'exploreCatalog' ? (route.params as Readonly<Record<string, string | undefined>>)['catalogId'] : undefined;
  const [opened, setOpened] = useState<string | null>(null);
  const [offer, setOffer] = useState(false);
  const [said, setSaid] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (catalogId === undefined) return undefined;
    void explore.open(catalogId);
    setOpened(catalogId);
    return () => {
      // The full profile of a card (recs/profile) shows the catalog's card on top: the stack stays active for it.
      if (routing.match.peek().name !== 'recsProfile') explore.close();
    };
  }, [explore, routing, catalogId]);

  const catalog = catalogId === undefined ? undefined : store.catalogs.value.find((c) => c.id === catalogId);
  const ready = store.status.value.kind === 'ready';
  const name = catalog ? intl.formatMessage({ id: `explore.catalog.${catalog.key}.name` }) : undefined;
  usePageTitle(name ?? intl.formatMessage({ id: 'explore.title' }));

  // EXP-02: the opt-in, once the catalog is known, when it was never offered here.
  const joined = catalog?.joined;
  useEffect(() => {
    if (catalogId === undefined || joined !== false) return undefined;
    let live = true;
    void explore.shouldOfferOptIn(catalogId).then((yes) => {
      if (!live || !yes) return;
      setOffer(true);
      void explore.optInOffered(catalogId);
    });
    return () => {
      live = false;
    };
  }, [explore, catalogId, joined]);

  // The heading takes the focus when the page opens with the focus nowhere, so a screen reader starts on it.
  useEffect(() => {
    const active = document.activeElement;
    if (catalog && (active === null || active === document.body)) document.getElementById('screen-title')?.focus();
  }, [catalog?.id]);

  const setJoined = async (join: boolean) => {
    if (!catalog || !name) return;
    const result = await explore.setJoined(catalog.id, join);
    if (result === undefined) return;
    setSaid(intl.formatMessage({ id: result.ok ? (join ? 'explore.said.joined' : 'explore.said.left') : 'explore.said.failed' }, { name }));
  };

  if (catalogId === undefined) return null;
  if (ready && catalog === undefined) {
    return (
      <div className={page}>
        <h1 id="screen-title" tabIndex={-1} className={status}>
          <FormattedMessage id="explore.title" />
        </h1>
        <EmptyState
          illustration={SearchX}
          title={<FormattedMessage id="explore.notFoundTitle" />}
          body={<FormattedMessage id="explore.notFound" />}
          actions={
            <Link href="~/app/explore" className={buttonClass()}>
              <FormattedMessage id="explore.seeAll" />
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <section className={page} aria-labelledby="screen-title">
      <BackLink href="~/app/explore" labelId="explore.back" />
      <p role="status" className={status}>
        {said}
      </p>
      <div className={layout}>
      {catalog ? (
        <Header catalog={catalog} toggleRef={toggleRef} busy={store.pending.value.has(catalog.id)} onToggle={() => void setJoined(!catalog.joined)} />
      ) : (
        <Skeleton height={112} radius="16px" style={{ display: 'block', marginTop: 'var(--space-2)' }} />
      )}
      {opened === catalogId && catalog ? (
        <RecsDeck
          reload={() => explore.reload()}
          empty={{
            title: <FormattedMessage id="explore.emptyTitle" values={{ name }} />,
            body: <FormattedMessage id="explore.empty" />,
          }}
        />
      ) : (
        <DeckSkeleton />
      )}
      </div>
      {offer && catalog && name ? (
        <Dialog labelledBy="explore-opt-in-title" describedBy="explore-opt-in-body" onClose={() => setOffer(false)} size="sm" returnFocusTo={toggleRef}>
          <div className={modalBody}>
            <h2 id="explore-opt-in-title">
              <FormattedMessage id="explore.optIn.title" values={{ name }} />
            </h2>
            <p id="explore-opt-in-body">
              <FormattedMessage id="explore.optIn.body" />
            </p>
            <Button
              wide
              data-autofocus
              onClick={() => {
                setOffer(false);
                void setJoined(true);
              }}
            >
              <FormattedMessage id="explore.optIn.join" />
            </Button>
            <Button wide variant="ghost" onClick={() => setOffer(false)}>
              <FormattedMessage id="explore.optIn.browse" />
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
