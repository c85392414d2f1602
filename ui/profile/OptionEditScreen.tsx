import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { QUIZZES_OPTION, type DescriptorOption, type EditableProfile } from '../../core/profile';
import { ROUTING, routePath } from '../../core/routing';
import { BackLink, buttonClass, Chip, EmptyState } from '../components';
import { useInjection } from '../di/resolver';
import { ScreenFrame } from '../screens/ScreenFrame';
import { EditSection } from './EditSection';
import { EditSkeleton } from './EditSkeleton';
import QuizzesEditScreen from './QuizzesEditScreen';
import { chipList, pageStack, topLinks } from './page-styles';
import { useEditProfile } from './use-edit-profile';
import { useUnsavedWarning } from './use-unsaved-warning';
import SearchX from 'lucide-react/icons/search-x';

function DescriptorForm({ profile, descriptor }: { profile: EditableProfile; descriptor: DescriptorOption }) {
  const savedIds = profile.descriptors.find((d) => d.id === descriptor.id)?.choiceIds ?? [];
  const [picked, setPicked] = useState<readonly string[]>(savedIds);
  const dirty = [...picked].sort().join() !== [...savedIds].sort().join();
  const warning = useUnsavedWarning(dirty);
  const others = profile.descriptors.filter((d) => d.id !== descriptor.id);
  return (
    <>
      <EditSection
        kind="descriptors"
        titleId="profile.option.heading"
        dirty={dirty}
        toSection={() => ({ kind: 'descriptors', descriptors: picked.length ? [...others, { id: descriptor.id, choiceIds: picked }] : others })}
      >
        {() => (
          <>
            <p style={{ margin: 0, fontWeight: 700 }}>{descriptor.name}</p>
            <ul className={chipList} aria-label={descriptor.name}>
              {descriptor.choices.map((c) => (
                <li key={c.id}>
                  <Chip selected={picked.includes(c.id)} onToggle={() => setPicked(picked.includes(c.id) ? picked.filter((p) => p !== c.id) : [...picked, c.id])}>
                    {c.name}
                  </Chip>
                </li>
              ))}
            </ul>
          </>
        )}
      </EditSection>
      {warning}
    </>
  );
}

/** ROUTE-05 `profile/edit/{option}` (PROF-20): one descriptor of the catalogue and its choices; `quizzes`: the quizzes (PROF-06). */
export default function OptionEditScreen() {
  useSignals();
  const { profile } = useEditProfile();
  const match = useInjection(ROUTING.Store).match.value;
  const option = match.name === 'notFound' ? '' : (match.params['option'] ?? '');
  const descriptor = profile?.availableDescriptors.find((d) => d.id === option);
  if (option === QUIZZES_OPTION) return <QuizzesEditScreen />;
  return (
    <ScreenFrame titleId="profile.option.title">
      <div className={pageStack}>
        <div className={topLinks}>
          <BackLink href={routePath('profileEdit')} labelId="profile.edit.backToEdit" />
        </div>
        {!profile ? (
          <EditSkeleton />
        ) : descriptor ? (
          <DescriptorForm profile={profile} descriptor={descriptor} />
        ) : (
          <EmptyState illustration={SearchX} title={<FormattedMessage id="profile.option.unknown" />} body={<FormattedMessage id="profile.option.unknownBody" />} />
        )}
      </div>
    </ScreenFrame>
  );
}
