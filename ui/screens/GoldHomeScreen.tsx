import { css } from '@linaria/core';
import { FeatureGate, Skeleton } from '../components';
import { BoostButton } from '../likes/BoostButton';
import { LikesHome } from '../likes/LikesHome';
import { ScreenFrame } from './ScreenFrame';

const bar = css`
  display: flex;
  justify-content: flex-end;
  margin: calc(-1 * var(--space-2)) 0 var(--space-3);
`;

/** LIKES-04, BOOST-06: the gold home: the boost button and the likes tabs; the likes module is its own chunk. */
export default function GoldHomeScreen() {
  return (
    <ScreenFrame titleId="goldHome.title">
      <FeatureGate feature="likes" loading={<Skeleton width="100%" height={240} radius="16px" />}>
        <div className={bar}>
          <BoostButton />
        </div>
        <LikesHome />
      </FeatureGate>
    </ScreenFrame>
  );
}
