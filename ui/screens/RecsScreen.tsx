import { ScreenFrame } from './ScreenFrame';

export default function RecsScreen() {
  return <ScreenFrame titleId="recs.title" />;
}
