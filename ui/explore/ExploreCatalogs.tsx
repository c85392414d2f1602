import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import Check from 'lucide-react/icons/check';
import Compass from 'lucide-react/icons/compass';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Users from 'lucide-react/icons/users';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EXPLORE, type Catalog } from '../../core/explore';
import { Button, EmptyState, Loading, Skeleton } from '../components';
import { useInjection } from '../di/resolver';
import { DESKTOP, MOTION_OK } from '../theme/tokens';
import { catalogLook, catalogMeta as meta, illustration, joinedChip } from './catalog-look';

const intro = css`
  margin: calc(-1 * var(--space-2)) 0 var(--space-4);
  color: var(--muted);
`;
const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-3);
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${DESKTOP} {
    gap: var(--space-4);
  }
`;
const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: var(--space-1);
  min-height: 196px;
  aspect-ratio: 4 / 5;
  padding: var(--space-3);
  border-radius: var(--radius-lg);
  overflow: hidden;
  color: #ffffff;
  text-decoration: none;
  box-shadow: var(--shadow-2);
  isolation: isolate;
  /* A scrim under the words keeps them readable on every gradient. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(to top, rgb(0 0 0 / 62%) 0%, rgb(0 0 0 / 18%) 55%, transparent 100%);
  }
  ${MOTION_OK} {
    transition: transform var(--dur) var(--ease), box-shadow var(--dur) var(--ease);
    &:hover {
      transform: translateY(-2px);
      box-shadow: var(--shadow-3);
    }
  }
  &:focus-visible {
    outline: 3px solid var(--focus, var(--brand));
    outline-offset: 3px;
  }
  h2 {
    margin: 0;
    font-size: var(--text-lg);
    font-weight: 800;
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: var(--text-sm);
    line-height: 1.3;
    opacity: 0.95;
  }
  ${DESKTOP} {
    aspect-ratio: 16 / 11;
    padding: var(--space-4);
    h2 {
      font-size: var(--text-xl);
    }
  }
`;
const joinedCorner = css`
  position: absolute;
  inset-block-start: var(--space-2);
  inset-inline-start: var(--space-2);
`;
const skeletonTile = css`
  display: block;
  min-height: 196px;
  aspect-ratio: 4 / 5;
  ${DESKTOP} {
    aspect-ratio: 16 / 11;
  }
`;

function CatalogTile({ catalog }: { readonly catalog: Catalog }) {
  const look = catalogLook(catalog.theme);
  const Icon = look.icon;
  return (
    <li>
      <Link href={`~/app/explore/${catalog.id}`} className={tile} style={{ backgroundImage: look.gradient }} data-testid={`catalog-${catalog.id}`}>
        <Icon aria-hidden className={illustration} strokeWidth={1.5} />
        {catalog.joined ? (
          <span className={`${joinedChip} ${joinedCorner}`}>
            <Check size={14} strokeWidth={3} aria-hidden /> <FormattedMessage id="explore.joined" />
          </span>
        ) : null}
        <h2>
          <FormattedMessage id={`explore.catalog.${catalog.key}.name`} />
        </h2>
        <p>
          <FormattedMessage id={`explore.catalog.${catalog.key}.description`} />
        </p>
        <span className={meta}>
          <span>
            <Users size={16} aria-hidden /> <FormattedMessage id="explore.people" values={{ count: catalog.members }} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** EXP-01: Explore's catalogs as tiles, loaded on entry; a skeleton while they load, a retry when they could not. */
export function ExploreCatalogs() {
  useSignals();
  const intl = useIntl();
  const explore = useInjection(EXPLORE.UseCase);
  const store = useInjection(EXPLORE.Store);
  useEffect(() => void explore.enter(), [explore]);
  const status = store.status.value;
  const catalogs = store.catalogs.value;

  return (
    <>
      <p className={intro}>
        <FormattedMessage id="explore.intro" />
      </p>
      {status.kind === 'failed' && catalogs.length === 0 ? (
        <div role="alert">
          <EmptyState
            illustration={WifiOff}
            title={<FormattedMessage id="explore.errorTitle" />}
            body={<FormattedMessage id="explore.error" />}
            actions={
              <Button icon={<RefreshCw size={20} aria-hidden />} onClick={() => void explore.enter()}>
                <FormattedMessage id="explore.retry" />
              </Button>
            }
          />
        </div>
      ) : status.kind === 'ready' && catalogs.length === 0 ? (
        <EmptyState illustration={Compass} title={<FormattedMessage id="explore.noneTitle" />} body={<FormattedMessage id="explore.none" />} />
      ) : catalogs.length === 0 ? (
        <Loading label={intl.formatMessage({ id: 'explore.loading' })}>
          <ul className={grid} aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className={skeletonTile} radius="16px" height="auto" />
              </li>
            ))}
          </ul>
        </Loading>
      ) : (
        <ul className={grid} aria-label={intl.formatMessage({ id: 'explore.catalogs' })}>
          {catalogs.map((catalog) => (
            <CatalogTile key={catalog.id} catalog={catalog} />
          ))}
        </ul>
      )}
    </>
  );
}
