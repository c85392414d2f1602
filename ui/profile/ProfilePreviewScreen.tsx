import Pencil from 'lucide-react/icons/pencil';
import UserX from 'lucide-react/icons/user-x';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { PROFILE } from '../../core/profile';
import { normalisePerson, type RecCard } from '../../core/recs';
import { routePath } from '../../core/routing';
import { BackLink, buttonClass, EmptyState } from '../components';
import { useInjection } from '../di/resolver';
import { DeckSkeleton } from '../recs/DeckSkeleton';
import { ProfileView } from '../recs/ProfileView';
import { ScreenFrame } from '../screens/ScreenFrame';
import { muted, topLinks } from './page-styles';

type Preview = { kind: 'loading' } | { kind: 'shown'; card: RecCard } | { kind: 'failed' };

/** PROF-28 `profile/preview`: the own profile as others see it, from the same card and the same view as Discover's full profile. */
export default function ProfilePreviewScreen() {
  useSignals();
  const edit = useInjection(PROFILE.Edit);
  const userId = useInjection(PROFILE.Store).profile.value?.id;
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void edit.preview(userId).then((result) => {
      if (!live) return;
      const card = result.ok ? normalisePerson(result.value) : undefined;
      setPreview(card ? { kind: 'shown', card } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [edit, userId]);

  const links = (
    <div className={topLinks}>
      <BackLink href={routePath('profile')} labelId="profile.edit.back" />
      <Link href={routePath('profileEdit')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        <Pencil size={18} aria-hidden />
        <FormattedMessage id="profile.edit.open" />
      </Link>
    </div>
  );

  return (
    <ScreenFrame titleId="profile.preview.title" compact>
      <p className={muted}>
        <FormattedMessage id="profile.preview.explain" />
      </p>
      {preview.kind === 'loading' ? (
        <DeckSkeleton />
      ) : preview.kind === 'failed' ? (
        <EmptyState illustration={UserX} title={<FormattedMessage id="profile.preview.failed" />} actions={links} />
      ) : (
        <ProfileView
          rec={preview.card}
          index={Math.min(index, Math.max(0, preview.card.photos.length - 1))}
          onShowPhoto={(i) => setIndex(Math.max(0, Math.min(i, preview.card.photos.length - 1)))}
          top={links}
        />
      )}
    </ScreenFrame>
  );
}
