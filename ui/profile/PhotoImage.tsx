import { useSignals } from '@preact/signals-react/runtime';
import ImageOff from 'lucide-react/icons/image-off';
import { useEffect, useMemo, useRef, useState } from 'react';
import { candidateUrls, ImageLoad, LAZY_VISIBLE_FRACTION, srcSetOf, type MediaPhoto } from '../../core/media';
import { SHARED } from '../../core/shared';
import { Skeleton } from '../components';
import { useInjection } from '../di/resolver';
import { broken } from './photo-styles';

/**
 * PROF-17: one of the member's photos from the sizes the server made (`srcset`), loaded once a quarter of it is
 * visible; a url that fails (or takes over 5 s, PROF-14) gives way to the next, and when all fail an error
 * placeholder shows, with nothing else said.
 */
export function PhotoImage({ photo, sizes }: { photo: MediaPhoto; sizes: string }) {
  useSignals();
  const scheduler = useInjection(SHARED.Scheduler);
  const load = useMemo(() => new ImageLoad(candidateUrls(photo, 320), scheduler), [photo, scheduler]);
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => () => load.dispose(), [load]);
  useEffect(() => {
    if (visible || !holder.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { threshold: LAZY_VISIBLE_FRACTION });
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);
  useEffect(() => {
    if (visible) load.start();
  }, [visible, load]);
  const state = load.state.value;
  if (state.kind === 'failed')
    return (
      <span className={broken} data-testid="photo-broken">
        <ImageOff size={28} aria-hidden />
      </span>
    );
  if (!visible)
    return (
      <span ref={holder} style={{ display: 'block', width: '100%', height: '100%' }}>
        <Skeleton width="100%" height="100%" radius="0" />
      </span>
    );
  // The first try lets the browser pick a size from the srcset; after a failure each url is tried alone.
  const first = state.url === candidateUrls(photo, 320)[0];
  return (
    <img
      key={state.url}
      src={state.url}
      srcSet={first ? srcSetOf(photo) || undefined : undefined}
      sizes={first ? sizes : undefined}
      alt=""
      decoding="async"
      draggable={false}
      onLoad={() => load.loaded()}
      onError={() => load.failed()}
    />
  );
}
