import { ScreenFrame } from './ScreenFrame';

export default function MatchesScreen() {
  return <ScreenFrame titleId="matches.title" />;
}
