import { css } from '@linaria/core';
import Heart from 'lucide-react/icons/heart';
import { FormattedMessage } from 'react-intl';
import { CELEBRATION_LIKES_MODAL, GOLD_PAYWALL_MODAL } from '../../core/likes-you';
import { NAVIGATION, type ModalRequest } from '../../core/navigation';
import { routeHref, ROUTING } from '../../core/routing';
import { Dialog, ModalActions, modalBadge, modalBody } from '../components';
import { hint } from '../components/styles';
import { useInjection } from '../di/resolver';

const centred = css`
  text-align: center;
`;

/**
 * LIKES-10: the celebration of new likes since the last visit: a member without Gold is led to the Gold paywall
 * (ui/purchase/PurchaseModals, PUR-35), a Gold member to the list.
 */
export default function LikesModals({ modal }: { modal: ModalRequest }) {
  const modals = useInjection(NAVIGATION.Modals);
  const navigation = useInjection(ROUTING.Navigation);
  const props = modal.props ?? {};
  const count = typeof props['count'] === 'number' ? props['count'] : 0;
  const gold = props['access'] === 'list';
  return (
    <Dialog labelledBy="celebration-title" describedBy="celebration-body" onClose={() => modals.close()}>
      <div className={`${modalBody} ${centred}`}>
        <span className={modalBadge} aria-hidden="true">
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
          later={<FormattedMessage id="likes.modal.later" />}
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
