import { useSignals } from '@preact/signals-react/runtime';
import ImagePlus from 'lucide-react/icons/image-plus';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Plus from 'lucide-react/icons/plus';
import RotateCw from 'lucide-react/icons/rotate-cw';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_PHOTOS, MEDIA, type MediaPhoto, type UploadTile } from '../../core/media';
import { Button, IconButton, Loading, Skeleton } from '../components';
import { FeatureGate } from '../components/FeatureGate';
import { useInjection } from '../di/resolver';
import { noticeMessage, uploadErrorKey } from './photo-messages';
import { PhotoDialogs } from './PhotoDialogs';
import { PhotoImage } from './PhotoImage';
import { addTile, alert, badge, bar, failedTools, grid, more, overlay, preview, section, sectionHead, srOnly, tile } from './photo-styles';

/** PROF-17: the formats the picker offers (what the server reads). */
const ACCEPT = 'image/jpeg,image/png,image/webp';
/** A pointer that moves this far (px) drags the photo instead of opening its actions. */
const DRAG_THRESHOLD = 8;
const SIZES = '(min-width: 600px) 140px, 33vw';

/** The photos part of the Profile tab; the media module is its own chunk. */
export function PhotosSection() {
  const intl = useIntl();
  return (
    <section className={section} aria-labelledby="photos-title">
      <div className={sectionHead}>
        <h2 id="photos-title">{intl.formatMessage({ id: 'photos.title' })}</h2>
      </div>
      <FeatureGate feature="media" loading={<GridSkeleton label={intl.formatMessage({ id: 'photos.loading' })} />}>
        <PhotoGrid />
      </FeatureGate>
    </section>
  );
}

function GridSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label}>
      <ul className={grid}>
        {Array.from({ length: MAX_PHOTOS }, (_, i) => (
          <li key={i}>
            <Skeleton width="100%" height="100%" radius="var(--radius)" />
          </li>
        ))}
      </ul>
    </Loading>
  );
}

interface Drag {
  readonly id: string;
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  moved: boolean;
}

/**
 * PROF-13..17, PROF-19: the member's photos in a 3×3 grid, the first the main photo; empty slots add photos
 * (JPEG, PNG, WebP) with a progress bar on each tile on its way up and a retry when it fails. A photo moves by
 * dragging it onto another slot, or from its actions (keyboard and screen readers: "Make main photo", "Move
 * earlier", "Move later"), and each move is announced.
 */
export function PhotoGrid() {
  useSignals();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const store = useInjection(MEDIA.Store);
  const manage = useInjection(MEDIA.Manage);
  const upload = useInjection(MEDIA.Upload);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => void manage.load(), [manage]);

  const state = store.state.value;
  const photos = store.photos.value;
  const uploads = store.uploads.value;
  const notice = store.notice.value;
  const modal = store.modal.value;
  const free = Math.max(0, MAX_PHOTOS - photos.length - uploads.length);

  const focusSlot = (index: number) =>
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>('[data-slot]');
      const target = items?.[Math.min(index, (items?.length ?? 1) - 1)];
      target?.focus();
    });

  const announceMove = async (id: string, to: number) => {
    const count = store.photos.peek().length;
    const result = await manage.move(id, to);
    const at = store.photos.peek().findIndex((p) => p.id === id);
    setAnnouncement(result.ok ? t('photos.moved', { position: at + 1, count }) : '');
  };

  const openPicker = () => input.current?.click();
  /** PROF-19: the choose-photo step for new photos (not a replacement, even after a replacement was cancelled). */
  const chooseNew = () => {
    store.open({ kind: 'choose', isReplacePhoto: false });
    openPicker();
  };
  const onFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    if (input.current) input.current.value = '';
    const current = store.modal.peek();
    if (current.kind === 'choose' && current.isReplacePhoto) void upload.replace(current.photoId, chosen[0]!);
    else {
      store.close();
      void upload.add(chosen);
    }
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>, id: string) => {
    if (e.button !== 0 || photos.length < 2) return;
    drag.current = { id, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      d.moved = true;
      e.currentTarget.setPointerCapture(e.pointerId);
      setDragging(d.id);
    }
    // The dragged tile follows the pointer through its style, without a render per move.
    e.currentTarget.style.transform = `translate(${dx}px, ${dy}px)`;
    const target = document
      .elementsFromPoint(e.clientX, e.clientY)
      .map((el) => el.closest<HTMLElement>('[data-photo-index]'))
      .find((el) => el && el.dataset['photoId'] !== d.id);
    const index = target ? Number(target.dataset['photoIndex']) : null;
    setOver((previous) => (previous === index ? previous : index));
  };
  const endDrag = (e: ReactPointerEvent<HTMLButtonElement>, commit: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    e.currentTarget.style.transform = '';
    if (d.moved) {
      // A drag is no click: the actions stay closed.
      e.currentTarget.dataset['dragged'] = 'true';
      if (commit && over !== null) void announceMove(d.id, over);
    }
    setDragging(null);
    setOver(null);
  };

  if (state.kind === 'failed')
    return (
      <div role="alert" style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
        <p style={{ margin: 0 }}>{t('photos.loadFailed')}</p>
        <Button variant="secondary" size="sm" icon={<RotateCw size={16} aria-hidden />} onClick={() => void manage.load()}>
          {t('photos.tryAgain')}
        </Button>
      </div>
    );
  if (state.kind !== 'ready') return <GridSkeleton label={t('photos.loading')} />;

  return (
    <>
      <p id="photos-hint" className="hint" style={{ margin: 0, color: 'var(--muted)', fontSize: 'var(--text-sm)' }}>
        {photos.length === 0 ? t('photos.emptyHint') : t('photos.hint', { count: photos.length, max: MAX_PHOTOS })}
      </p>
      <ul ref={list} className={grid} aria-label={t('photos.list')} aria-describedby="photos-hint">
        {photos.map((photo, index) => (
          <li key={photo.id} data-photo-index={index} data-photo-id={photo.id}>
            <button
              type="button"
              data-slot
              className={tile}
              data-dragging={dragging === photo.id}
              data-over={over === index && dragging !== photo.id}
              aria-label={photoLabel(t, photo, index, photos.length)}
              aria-haspopup="dialog"
              onPointerDown={(e) => onPointerDown(e, photo.id)}
              onPointerMove={onPointerMove}
              onPointerUp={(e) => endDrag(e, true)}
              onPointerCancel={(e) => endDrag(e, false)}
              onClick={(e) => {
                if (e.currentTarget.dataset['dragged']) {
                  delete e.currentTarget.dataset['dragged'];
                  return;
                }
                store.open({ kind: 'actions', photoId: photo.id });
              }}
            >
              <PhotoImage photo={photo} sizes={SIZES} />
              <span className={badge} aria-hidden="true">
                {index === 0 ? t('photos.main') : index + 1}
              </span>
              <span className={more} aria-hidden="true">
                <MoreHorizontal size={18} />
              </span>
            </button>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={upload.key}>
            <UploadSlot tile={upload} t={t} position={photos.length + uploads.indexOf(upload) + 1} />
          </li>
        ))}
        {Array.from({ length: free }, (_, i) => (
          <li key={`free-${i}`}>
            {i === 0 ? (
              <button type="button" data-slot className={addTile} onClick={chooseNew}>
                <ImagePlus size={26} aria-hidden />
                {t('photos.add')}
              </button>
            ) : (
              // One add button is enough for the keyboard; the other empty slots take a click too.
              <button type="button" className={addTile} data-quiet="true" tabIndex={-1} aria-hidden="true" onClick={chooseNew}>
                <Plus size={22} aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={!(modal.kind === 'choose' && modal.isReplacePhoto)}
        hidden
        data-testid="photo-input"
        onChange={(e) => onFiles(e.target.files)}
      />
      <p role="alert" className={alert}>
        {notice ? t(noticeMessage(notice).id, noticeMessage(notice).values) : ''}
      </p>
      <p aria-live="polite" className={srOnly}>
        {announcement}
      </p>
      <PhotoDialogs
        t={t}
        onMoved={(id, to) => void announceMove(id, to)}
        onReplace={(id) => {
          store.open({ kind: 'choose', isReplacePhoto: true, photoId: id });
          requestAnimationFrame(openPicker);
        }}
        onDeleted={(index) => focusSlot(index)}
      />
    </>
  );
}

const photoLabel = (t: (id: string, values?: Record<string, string | number>) => string, photo: MediaPhoto, index: number, count: number): string => {
  const base = t(index === 0 ? 'photos.tileMain' : 'photos.tile', { position: index + 1, count });
  return photo.altText ? `${base}: ${photo.altText}` : base;
};

/** A photo on its way up: its preview, the progress, or why it failed with a retry. */
function UploadSlot({ tile: upload, t, position }: { tile: UploadTile; t: (id: string, values?: Record<string, string | number>) => string; position: number }) {
  const uploader = useInjection(MEDIA.Upload);
  const percent = Math.round(upload.progress * 100);
  return (
    <div className={overlay} style={{ borderRadius: 'var(--radius)', overflow: 'hidden' }} data-upload={upload.status}>
      {upload.preview ? <img className={preview} src={upload.preview} alt="" /> : null}
      {upload.status === 'uploading' ? (
        <>
          <span>{t('photos.uploading')}</span>
          <div className={bar} role="progressbar" aria-label={t('photos.progress', { position })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <>
          <span id={`${upload.key}-why`}>{t(uploadErrorKey(upload.error))}</span>
          <span className={failedTools}>
            <IconButton tone="raised" size="sm" icon={RotateCw} label={t('photos.retry', { position })} aria-describedby={`${upload.key}-why`} onClick={() => void uploader.retry(upload.key)} />
            <IconButton tone="raised" size="sm" icon={X} label={t('photos.dismiss', { position })} onClick={() => uploader.dismiss(upload.key)} />
          </span>
        </>
      )}
    </div>
  );
}
