import { ScreenFrame } from './ScreenFrame';

export default function GoldHomeScreen() {
  return <ScreenFrame titleId="goldHome.title" />;
}
