import { ExploreCatalogs } from '../explore/ExploreCatalogs';
import { ScreenFrame } from './ScreenFrame';

/** EXP-01: the Explore tab (`explore`): the catalogs, each opening its own card stack. */
export default function ExploreScreen() {
  return (
    <ScreenFrame titleId="explore.title">
      <ExploreCatalogs />
    </ScreenFrame>
  );
}
