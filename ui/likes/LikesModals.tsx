import { css } from '@linaria/core';
import Check from 'lucide-react/icons/check';
import Heart from 'lucide-react/icons/heart';
import { FormattedMessage } from 'react-intl';
import { CELEBRATION_LIKES_MODAL, GOLD_PAYWALL_MODAL } from '../../core/likes-you';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { routeHref, ROUTING } from '../../core/routing';
import { Dialog } from '../components';
import { ModalActions } from '../components/ModalActions';
import { hint, perkList } from '../components/styles';
import { useInjection } from '../di/resolver';

const body = css`
  display: grid;
  gap: var(--space-3);
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const badge = css`
  display: inline-grid;
  place-items: center;
  justify-self: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: var(--brand);
  color: var(--on-brand, #fff);
`;
const centred = css`
  text-align: center;
`;

/** LIKES-10: what Gold gives, as the Gold paywall lists it. */
const GOLD_PERKS = ['likesYou', 'unlimitedLikes', 'superLikes', 'boost', 'rewindPassport'] as const;

/**
 * LIKES-10: the celebration of new likes since the last visit (a member without Gold is led to the Gold paywall, a
 * Gold member to the list), and the Gold paywall: who likes you and what else Gold gives, with the way to buy it.
 */
export default function LikesModals({ modal }: { modal: ModalRequest }) {
  const modals = useInjection(NAVIGATION.Modals);
  const navigation = useInjection(ROUTING.Navigation);
  const props = modal.props ?? {};
  if (modal.kind === CELEBRATION_LIKES_MODAL) {
    const count = typeof props['count'] === 'number' ? props['count'] : 0;
    const gold = props['access'] === 'list';
    return (
      <Dialog labelledBy="celebration-title" describedBy="celebration-body" onClose={() => modals.close()}>
        <div className={`${body} ${centred}`}>
          <span className={badge} aria-hidden="true">
            <Heart size={32} fill="currentColor" />
          </span>
          <h2 id="celebration-title">
            <FormattedMessage id="likes.celebration.title" values={{ count }} />
          </h2>
          <p id="celebration-body" className={hint}>
            <FormattedMessage id={gold ? 'likes.celebration.bodyGold' : 'likes.celebration.body'} />
          </p>
          <ModalActions
            label={<FormattedMessage id="likes.upsell.cta" />}
            onClose={() => modals.close()}
            onAction={() => {
              modals.close();
              if (gold) navigation.navigate(routeHref('goldHome'));
              else modals.open({ kind: GOLD_PAYWALL_MODAL, props: { from: 'celebration_likes' } }, { prioritize: true });
            }}
          />
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog labelledBy="gold-paywall-title" describedBy="gold-paywall-body" onClose={() => modals.close()}>
      <div className={body}>
        <h2 id="gold-paywall-title">
          <FormattedMessage id="likes.goldPaywall.title" />
        </h2>
        <p id="gold-paywall-body" className={hint}>
          <FormattedMessage id="likes.goldPaywall.body" />
        </p>
        <ul className={perkList}>
          {GOLD_PERKS.map((perk) => (
            <li key={perk}>
              <Check size={16} aria-hidden="true" />
              <FormattedMessage id={`likes.goldPaywall.perk.${perk}`} />
            </li>
          ))}
        </ul>
        <ModalActions
          label={<FormattedMessage id="likes.goldPaywall.cta" />}
          onClose={() => modals.close()}
          onAction={() => {
            modals.close();
            navigation.navigate(routeHref('checkout', {}, `?product=gold&from=${encodeURIComponent(String(props['from'] ?? 'likes_you'))}`));
          }}
        />
      </div>
    </Dialog>
  );
}
