import { css } from '@linaria/core';
import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ImagePlus from 'lucide-react/icons/image-plus';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ONBOARDING, type PhotoSlot } from '../../core/onboarding';
import { Button } from '../components/Button';
import { IconButton } from '../components/IconButton';
import { errorText, hint as hintClass, photoBadge } from '../components/styles';
import { useInjection } from '../di/resolver';
import { alertBox, visuallyHidden } from './styles';

/** The photos a profile can hold (PROF-16). */
const PHOTOS_MAX = 9;

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-2);
`;
const tile = css`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  border: 2px solid transparent;
  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-over='true'] {
    border-color: var(--accent-fill);
  }
  &[draggable='true'] {
    cursor: grab;
  }
  > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &[data-status='uploading'] > img,
  &[data-status='failed'] > img {
    filter: saturate(0.4) brightness(0.75);
  }
`;
const tools = css`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  display: flex;
  justify-content: space-between;
  padding: 2px;
  background: linear-gradient(to top, rgb(0 0 0 / 60%), transparent);
  button {
    color: #ffffff;
  }
  button:hover:not([disabled]) {
    background: rgb(255 255 255 / 20%);
  }
`;
const overlay = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-1);
  padding: var(--space-2);
  color: #ffffff;
  font-size: var(--text-sm);
  font-weight: 700;
  text-align: center;
  text-shadow: 0 1px 2px rgb(0 0 0 / 60%);
`;
const bar = css`
  width: 72px;
  height: 6px;
  border-radius: var(--radius-full);
  background: rgb(255 255 255 / 35%);
  overflow: hidden;
  > div {
    height: 100%;
    background: #ffffff;
    transition: width var(--dur-fast) linear;
  }
`;
const queuedNote = css`
  position: absolute;
  top: var(--space-1);
  inset-inline-end: var(--space-1);
  max-width: calc(100% - 48px);
  padding: 2px var(--space-1);
  border-radius: var(--radius);
  background: rgb(0 0 0 / 60%);
  color: #ffffff;
  font-size: var(--text-xs);
  font-weight: 700;
  line-height: 1.2;
`;
const retry = css`
  min-height: 36px;
  background: #ffffff;
  color: #161a20;
`;
const addTile = css`
  aspect-ratio: 3 / 4;
  width: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-1);
  border: 2px dashed var(--border-strong);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--accent-text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: var(--accent-fill);
  }
`;
const emptyTile = css`
  aspect-ratio: 3 / 4;
  border: 2px dashed var(--border);
  border-radius: var(--radius);
`;

const imageTypes = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * ONB-11, ONB-12 and the media upload flow (D2 section 4): a picker with previews; the main (first) photo uploads at
 * once with its progress, the others are queued until after login; a failed one can be retried, one that takes over
 * 20 s is removed with 'Upload timeout'. Photos reorder
 * by dragging or with the buttons on each (keyboard); the first is the main photo.
 */
export function PhotosStep({ error }: { error?: string | undefined }) {
  useSignals();
  const intl = useIntl();
  const flow = useInjection(ONBOARDING.Flow);
  const s = useInjection(ONBOARDING.Store).state.value;
  const input = useRef<HTMLInputElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const photos = s.photos;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const move = (slot: PhotoSlot, to: number, focusKey?: string) => {
    flow.movePhoto(slot.key, to);
    setAnnouncement(t('onboarding.photos.moved', { position: to + 1, count: photos.length }));
    if (focusKey) requestAnimationFrame(() => document.getElementById(focusKey)?.focus());
  };

  const onFiles = (files: FileList | null) => {
    if (!files) return;
    const room = PHOTOS_MAX - photos.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    flow.addPhotos(chosen.map((file) => ({ file, preview: URL.createObjectURL(file) })));
    if (input.current) input.current.value = '';
  };

  const empties = Math.max(0, 3 - photos.length - 1);
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <p className={hintClass}>{t('onboarding.photos.hint')}</p>
      <ul className={grid} aria-label={t('onboarding.photos.list')}>
        {photos.map((slot, index) => {
          const label = t('onboarding.photos.photo', { position: index + 1 });
          return (
            <li
              key={slot.key}
              className={tile}
              data-status={slot.status}
              data-dragging={dragged === slot.key}
              data-over={over === index && dragged !== slot.key}
              draggable
              onDragStart={(e) => {
                setDragged(slot.key);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', slot.key);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(index);
              }}
              onDrop={(e) => {
                e.preventDefault();
                const key = e.dataTransfer.getData('text/plain') || dragged;
                const from = photos.find((p) => p.key === key);
                if (from) move(from, index);
                setDragged(null);
                setOver(null);
              }}
            >
              {slot.preview ?? slot.photo?.url ? <img src={slot.preview ?? slot.photo?.url} alt={label} /> : null}
              <span className={photoBadge} aria-hidden="true">
                {index === 0 ? t('onboarding.photos.main') : index + 1}
              </span>
              {slot.status === 'uploading' ? (
                <div className={overlay}>
                  <span>{t('onboarding.photos.uploading')}</span>
                  <div
                    className={bar}
                    role="progressbar"
                    aria-label={t('onboarding.photos.progress', { position: index + 1 })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(slot.progress * 100)}
                  >
                    <div style={{ width: `${Math.round(slot.progress * 100)}%` }} />
                  </div>
                </div>
              ) : null}
              {slot.status === 'queued' ? (
                <div className={queuedNote}>
                  <span>{t('onboarding.photos.queued')}</span>
                </div>
              ) : null}
              {slot.status === 'failed' ? (
                <div className={overlay}>
                  <span>{t('onboarding.photos.failed')}</span>
                  <Button size="sm" className={retry} icon={<RotateCw size={16} aria-hidden />} onClick={() => flow.retryPhoto(slot.key)} aria-label={t('onboarding.photos.retry', { position: index + 1 })}>
                    {t('onboarding.photos.retryShort')}
                  </Button>
                </div>
              ) : null}
              <div className={tools}>
                <IconButton
                  id={`${slot.key}-earlier`}
                  size="sm"
                  icon={ArrowLeft}
                  label={t('onboarding.photos.earlier', { position: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(slot, index - 1, index - 1 === 0 ? `${slot.key}-later` : `${slot.key}-earlier`)}
                />
                <IconButton size="sm" icon={Trash2} label={t('onboarding.photos.remove', { position: index + 1 })} onClick={() => void flow.removePhoto(slot.key)} />
                <IconButton
                  id={`${slot.key}-later`}
                  size="sm"
                  icon={ArrowRight}
                  label={t('onboarding.photos.later', { position: index + 1 })}
                  disabled={index === photos.length - 1}
                  onClick={() => move(slot, index + 1, index + 1 === photos.length - 1 ? `${slot.key}-earlier` : `${slot.key}-later`)}
                />
              </div>
            </li>
          );
        })}
        {photos.length < PHOTOS_MAX ? (
          <li>
            <button type="button" className={addTile} onClick={() => input.current?.click()} aria-describedby={error ? 'photos-error' : undefined}>
              <ImagePlus size={28} aria-hidden />
              {t('onboarding.photos.add')}
            </button>
          </li>
        ) : null}
        {Array.from({ length: empties }, (_, i) => (
          <li key={`empty-${i}`} className={emptyTile} aria-hidden="true" />
        ))}
      </ul>
      <input ref={input} type="file" accept={imageTypes} multiple hidden data-testid="photo-input" onChange={(e) => onFiles(e.target.files)} />
      {error ? (
        <p id="photos-error" className={errorText}>
          {error}
        </p>
      ) : null}
      <p role="alert" className={alertBox}>
        {s.photoNotice === 'upload-timeout' ? t('onboarding.photos.timeout') : ''}
      </p>
      <p aria-live="polite" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
