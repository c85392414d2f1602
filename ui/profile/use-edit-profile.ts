import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PROFILE } from '../../core/profile';
import { useInjection } from '../di/resolver';

/** The own profile being edited: loads it when the page opens (and again, quietly, when it is already shown). */
export function useEditProfile() {
  useSignals();
  const edit = useInjection(PROFILE.Edit);
  const store = useInjection(PROFILE.EditStore);
  useEffect(() => void edit.load(), [edit]);
  return { edit, store, profile: store.profile.value, state: store.state.value };
}
