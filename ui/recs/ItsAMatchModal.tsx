import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { NAVIGATION } from '../../core/navigation';
import { button, hint, primary, secondary, wide } from '../components/styles';
import { Dialog } from '../components/Dialog';
import { useInjection } from '../di/resolver';

/** MATCH-15: "It's a match!" for the match at the front of the modal queue; its title is the person's name. */
export default function ItsAMatchModal({ name }: { name: string }) {
  const modals = useInjection(NAVIGATION.Modals);
  const [, navigate] = useLocation();
  return (
    <Dialog labelledBy="match-title" describedBy="match-body" onClose={() => modals.close()}>
      <h2 id="match-title">
        <FormattedMessage id="match.title" />
      </h2>
      <p id="match-body" className={hint}>
        <FormattedMessage id="match.body" values={{ name: <bdi>{name}</bdi> }} />
      </p>
      <button type="button" className={`${button} ${primary} ${wide}`} data-autofocus onClick={() => modals.close()}>
        <FormattedMessage id="match.keepSwiping" />
      </button>
      <button
        type="button"
        className={`${button} ${secondary} ${wide}`}
        onClick={() => {
          modals.close();
          navigate('~/app/matches');
        }}
      >
        <FormattedMessage id="match.toMatches" />
      </button>
    </Dialog>
  );
}
