import { ScreenFrame } from './ScreenFrame';

export default function SettingsScreen() {
  return <ScreenFrame titleId="settings.title" />;
}
