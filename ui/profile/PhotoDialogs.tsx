import { useSignals } from '@preact/signals-react/runtime';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Crown from 'lucide-react/icons/crown';
import Pencil from 'lucide-react/icons/pencil';
import Replace from 'lucide-react/icons/replace';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ALT_TEXT_MAX, MEDIA } from '../../core/media';
import { Button, Dialog, TextField } from '../components';
import { useInjection } from '../di/resolver';
import { mirrorRtl as directional } from '../components/styles';
import { actionList } from './photo-styles';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * PROF-19: the photo-actions modal (move earlier, later, make main; describe; replace; delete), the delete
 * confirmation and the edit-photo modal (its alternative text). `onMoved` announces a move and `onReplace` opens
 * the file picker for a replacement (the choose-photo step with `isReplacePhoto`).
 */
export function PhotoDialogs({ t, onMoved, onReplace, onDeleted }: { t: Translate; onMoved: (id: string, to: number) => void; onReplace: (id: string) => void; onDeleted: (index: number) => void }) {
  useSignals();
  const store = useInjection(MEDIA.Store);
  const manage = useInjection(MEDIA.Manage);
  const modal = store.modal.value;
  const photos = store.photos.value;
  if (modal.kind === 'none' || modal.kind === 'choose') return null;
  const index = photos.findIndex((p) => p.id === modal.photoId);
  const photo = photos[index];
  if (!photo) return null;
  const position = { position: index + 1, count: photos.length };
  const move = (to: number) => {
    store.close();
    onMoved(photo.id, to);
  };

  if (modal.kind === 'actions')
    return (
      <Dialog labelledBy="photo-actions-title" onClose={() => store.close()} size="sm">
        <h2 id="photo-actions-title">{t('photos.actions.title', position)}</h2>
        <div className={actionList}>
          <Button variant="secondary" wide icon={<Crown size={18} aria-hidden />} disabled={index === 0} onClick={() => move(0)}>
            {t('photos.actions.main')}
          </Button>
          <Button variant="secondary" wide icon={<ArrowLeft size={18} aria-hidden className={directional} />} disabled={index === 0} onClick={() => move(index - 1)}>
            {t('photos.actions.earlier')}
          </Button>
          <Button variant="secondary" wide icon={<ArrowRight size={18} aria-hidden className={directional} />} disabled={index === photos.length - 1} onClick={() => move(index + 1)}>
            {t('photos.actions.later')}
          </Button>
          <Button variant="secondary" wide icon={<Pencil size={18} aria-hidden />} onClick={() => store.open({ kind: 'edit', photoId: photo.id })}>
            {t('photos.actions.describe')}
          </Button>
          <Button variant="secondary" wide icon={<Replace size={18} aria-hidden />} onClick={() => onReplace(photo.id)}>
            {t('photos.actions.replace')}
          </Button>
          <Button variant="danger" wide icon={<Trash2 size={18} aria-hidden />} onClick={() => store.open({ kind: 'delete', photoId: photo.id })}>
            {t('photos.actions.delete')}
          </Button>
        </div>
      </Dialog>
    );

  if (modal.kind === 'delete')
    return (
      <Dialog labelledBy="photo-delete-title" describedBy="photo-delete-body" onClose={() => store.close()} size="sm">
        <h2 id="photo-delete-title">{t('photos.delete.title', position)}</h2>
        <p id="photo-delete-body">{t('photos.delete.body')}</p>
        <div className={actionList}>
          <Button
            variant="danger"
            wide
            onClick={() => {
              store.close();
              onDeleted(index);
              void manage.remove(photo.id);
            }}
          >
            {t('photos.delete.confirm')}
          </Button>
          <Button variant="ghost" wide onClick={() => store.close()}>
            {t('photos.delete.cancel')}
          </Button>
        </div>
      </Dialog>
    );

  return <DescribeDialog key={photo.id} t={t} photoId={photo.id} initial={photo.altText ?? ''} position={position} />;
}

/** PROF-19's edit-photo modal: the photo's alternative text; a refused save keeps what was typed. */
function DescribeDialog({ t, photoId, initial, position }: { t: Translate; photoId: string; initial: string; position: Record<string, number> }) {
  const store = useInjection(MEDIA.Store);
  const manage = useInjection(MEDIA.Manage);
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const result = await manage.setAltText(photoId, text);
    setSaving(false);
    if (result.ok) store.close();
    else setError(intl.formatMessage({ id: 'photos.error.details' }));
  };
  return (
    <Dialog labelledBy="photo-describe-title" onClose={() => store.close()} size="sm">
      <h2 id="photo-describe-title">{t('photos.describe.title', position)}</h2>
      <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <TextField
          label={t('photos.describe.label')}
          hint={t('photos.describe.hint', { max: ALT_TEXT_MAX })}
          error={error}
          value={text}
          maxLength={ALT_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <Button type="submit" variant="primary" wide disabled={saving}>
          {t('photos.describe.save')}
        </Button>
      </form>
    </Dialog>
  );
}
