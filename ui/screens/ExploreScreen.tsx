import { ScreenFrame } from './ScreenFrame';

export default function ExploreScreen() {
  return <ScreenFrame titleId="explore.title" />;
}
