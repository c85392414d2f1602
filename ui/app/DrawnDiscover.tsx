import Heart from 'lucide-react/icons/heart';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { DRAWN_SCREEN_ID, DRAWN_SLOTS, routeHref } from '../../core/routing';
import { FRONT_PICTURE_TIMING } from '../components/front-picture';
import { IconButton } from '../components/IconButton';
import type { Messages } from '../i18n/messages';
import { actionsRow, card, CARD_PHOTO_SIZES, cardBox, deck, info, settingsLink, stack } from '../recs/deck-styles';
import { ScreenFrame } from '../screens/ScreenFrame';
import { navigationOrder } from '../../core/navigation';
import { AppShell } from '../shell/AppShell';
import { MemberNavView } from '../shell/MemberNav';
import { drawnLayer, drawnStatus } from './drawn-screen';


/** The first card and the buttons under it, as RecsDeck draws them, with the server's slots for the card's content. */
function DrawnDeck() {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id }, { name: '' });
  return (
    <div className={deck}>
      <div className={`${cardBox} ${stack}`}>
        <div className={`${cardBox} ${card}`} data-place="top">
          <img src={DRAWN_SLOTS.photo} srcSet={DRAWN_SLOTS.srcSet} sizes={CARD_PHOTO_SIZES} alt="" fetchPriority="high" draggable={false} {...FRONT_PICTURE_TIMING} />
          <div className={info}>
            <h2>
              <span>
                <bdi>{DRAWN_SLOTS.name}</bdi>
                {DRAWN_SLOTS.age}
              </span>
            </h2>
          </div>
        </div>
      </div>
      <div className={actionsRow}>
        <IconButton tone="raised" size="sm" icon={RotateCcw} label={label('recs.rewind')} tabIndex={-1} />
        <IconButton tone="pass" size="lg" icon={X} label={label('recs.pass')} tabIndex={-1} />
        <IconButton tone="superLike" size="md" icon={Star} filled label={label('recs.superLike')} tabIndex={-1} />
        <IconButton tone="like" size="lg" icon={Heart} filled label={label('recs.like')} tabIndex={-1} />
        <IconButton tone="raised" size="sm" icon={MessageSquareText} label={label('recs.swipeNote.open')} tabIndex={-1} />
        <span className={settingsLink}>
          <SlidersHorizontal size={20} aria-hidden />
        </span>
      </div>
    </div>
  );
}

/**
 * Discover as a member's page shows it before any script has run: the shell, the screen's title and the first card
 * with its buttons, drawn at build time in each language (src/prerender-landing.tsx) with slots the server fills in
 * with the member's first card (server/web/drawn-discover.ts). It covers the page, hidden from assistive technology
 * and inert, until the app under it shows its own.
 */
export function DrawnDiscover({ locale, messages }: { locale: string; messages: Messages }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <div id={DRAWN_SCREEN_ID} className={drawnLayer} aria-hidden="true" inert>
        <AppShell member nav={<MemberNavView items={navigationOrder(undefined, { goldEnabled: true })} path={routeHref('recs')} />}>
          <ScreenFrame titleId="recs.title" compact>
            <DrawnDeck />
          </ScreenFrame>
        </AppShell>
      </div>
    </IntlProvider>
  );
}

/**
 * What a drawn Discover puts in the page's root for assistive technology while the drawn card (hidden from it) shows:
 * the screen's main landmark with its title and a status saying the cards are coming. The app's first render
 * replaces it.
 */
export function DrawnDiscoverStatus({ locale, messages }: { locale: string; messages: Messages }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <main className={drawnStatus}>
        <h1>
          <FormattedMessage id="recs.title" />
        </h1>
        <p role="status">
          <FormattedMessage id="recs.loading" />
        </p>
      </main>
    </IntlProvider>
  );
}
