import Flame from 'lucide-react/icons/flame';
import Bell from 'lucide-react/icons/bell';
import Heart from 'lucide-react/icons/heart';
import MessageCircle from 'lucide-react/icons/message-circle';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Settings from 'lucide-react/icons/settings';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import en from '../../../locales/en.json';
import { Avatar, BackLink, Button, Chip, Dialog, EmptyState, IconButton, ListGroup, ListRow, RowIcon, Sheet, Skeleton, Switch, Tabs, TextField, Toast, ToastRegion } from '../../../ui/components';
import '../../../ui/theme/global-styles';

/**
 * The design system's primitives on one page, for docs/ui.md and the visual check (tests/e2e/visual.e2e.ts), which
 * serves it with Vite. `?show=<name>` shows one overlay primitive (dialog, sheet, toast) over a plain page;
 * `?theme=dark` forces the dark palette as the app's `theme` parameter does.
 */
const query = new URLSearchParams(location.search);
if (query.get('theme') === 'dark' || query.get('theme') === 'light') document.documentElement.dataset.colorScheme = query.get('theme')!;
const noop = () => undefined;
const PHOTO = '/app/landing/story-0a.svg';

function Item({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section data-primitive={name} aria-label={name} style={{ display: 'grid', gap: 12, padding: 16, width: 'fit-content', maxWidth: 560 }}>
      {children}
    </section>
  );
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

function Inline() {
  const [chips, setChips] = useState(['Hiking']);
  const [switches, setSwitches] = useState({ matches: true, messages: false });
  const toggle = (c: string) => setChips((all) => (all.includes(c) ? all.filter((x) => x !== c) : [...all, c]));
  return (
    <main>
      <h1 style={{ margin: 16, fontSize: 'var(--text-xl)' }}>Spark design system</h1>
      <Item name="button">
        <div style={row}>
          <Button variant="primary">Start discovering</Button>
          <Button variant="secondary">Not now</Button>
          <Button variant="ghost">Skip</Button>
          <Button variant="danger">Unmatch</Button>
        </div>
        <div style={row}>
          <Button size="sm">Small</Button>
          <Button>Medium</Button>
          <Button size="lg" icon={<Heart size={20} aria-hidden />}>
            Large with icon
          </Button>
          <Button disabled>Disabled</Button>
        </div>
      </Item>
      <Item name="icon-button">
        <div style={row}>
          <IconButton label="Rewind" icon={RotateCcw} tone="raised" size="md" />
          <IconButton label="Pass" icon={X} tone="pass" size="lg" />
          <IconButton label="Super like" icon={Star} tone="superLike" size="md" />
          <IconButton label="Like" icon={Heart} tone="like" size="lg" />
          <IconButton label="Boost" icon={Flame} tone="accent" size="md" filled />
          <IconButton label="Settings" icon={Settings} />
          <IconButton label="Messages" icon={MessageCircle} size="sm" />
        </div>
      </Item>
      <Item name="text-field">
        <div style={{ display: 'grid', gap: 12, width: 320 }}>
          <TextField label="First name" defaultValue="Maya" />
          <TextField label="E-mail address" hint="We send a code to this address." placeholder="you@example.com" />
          <TextField label="Phone number" defaultValue="0123" error="That number looks too short." />
        </div>
      </Item>
      <Item name="tabs">
        <div style={{ width: 360 }}>
          <Tabs
            label="Matches"
            tabs={[
              { id: 'messages', label: 'Messages', content: <p>Conversations, newest first.</p> },
              { id: 'archived', label: 'Archived', content: <p>Matches you archived.</p> },
            ]}
          />
        </div>
      </Item>
      <Item name="list-row">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 360 }}>
          <li>
            <ListRow title="Maya" subtitle="See you at the market?" leading={<Avatar src={PHOTO} name="Maya" decorative />} trailing="12:40" onClick={noop} />
          </li>
          <li>
            <ListRow title="Notifications" subtitle="Matches, messages and likes" trailing="On" onClick={noop} />
          </li>
        </ul>
      </Item>
      <Item name="list-group">
        <div style={{ width: 360 }}>
          <ListGroup label="Notifications">
            <li>
              <ListRow leading={<RowIcon icon={Bell} />} title="Push notifications" subtitle="Matches and messages" trailing="On" onClick={noop} />
            </li>
            <li>
              <ListRow leading={<RowIcon icon={Settings} />} title="Account" subtitle="E-mail and phone" onClick={noop} />
            </li>
          </ListGroup>
        </div>
      </Item>
      <Item name="switch">
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: 360 }}>
          <li>
            <Switch title="New matches" subtitle="When someone likes you back" checked={switches.matches} onChange={(on) => setSwitches((s) => ({ ...s, matches: on }))} />
          </li>
          <li>
            <Switch title="Messages" checked={switches.messages} onChange={(on) => setSwitches((s) => ({ ...s, messages: on }))} />
          </li>
          <li>
            <Switch title="Read receipts" subtitle="Saving…" checked busy onChange={noop} />
          </li>
        </ul>
      </Item>
      <Item name="back-link">
        <div style={row}>
          <BackLink href="/app/settings" labelId="settings.back" />
          <BackLink href="/app/profile" labelId="profile.edit.back" size="md" />
        </div>
      </Item>
      <Item name="avatar">
        <div style={row}>
          <Avatar src={PHOTO} name="Maya" size="xs" />
          <Avatar src={PHOTO} name="Maya" size="sm" />
          <Avatar src={PHOTO} name="Maya" size="md" ring />
          <Avatar src={PHOTO} name="Maya" size="lg" />
          <Avatar name="Lena Vogt" size="lg" />
          <Avatar src={PHOTO} name="Maya" size="xl" />
        </div>
      </Item>
      <Item name="chip">
        <div style={row}>
          {['Hiking', 'Coffee', 'Jazz'].map((c) => (
            <Chip key={c} selected={chips.includes(c)} onToggle={() => toggle(c)}>
              {c}
            </Chip>
          ))}
          <Chip tone="accent">3 km away</Chip>
        </div>
        <div style={{ ...row, padding: 12, borderRadius: 12, background: 'linear-gradient(#5b3a6e, #20141f)' }}>
          <Chip tone="onMedia">Verified</Chip>
          <Chip tone="onMedia">Lives in Berlin</Chip>
        </div>
      </Item>
      <Item name="skeleton">
        <div style={{ display: 'grid', gap: 8, width: 320 }}>
          <Skeleton height={240} radius="var(--radius-lg)" />
          <Skeleton width="60%" height={24} />
          <Skeleton width="40%" />
        </div>
      </Item>
      <Item name="empty-state">
        <div style={{ width: 360 }}>
          <EmptyState
            illustration={MessageCircle}
            title="No conversations yet"
            body="When you match with someone, you can write to them here."
            actions={<Button>Go to Discover</Button>}
          />
        </div>
      </Item>
    </main>
  );
}

function Overlay({ show }: { show: string }) {
  const page = (
    <main style={{ padding: 24 }}>
      <h1 style={{ margin: 0 }}>Discover</h1>
      <p>People near you.</p>
    </main>
  );
  if (show === 'dialog') {
    return (
      <>
        {page}
        <Dialog labelledBy="gallery-dialog" describedBy="gallery-dialog-body" onClose={noop}>
          <h2 id="gallery-dialog">Unmatch Maya?</h2>
          <p id="gallery-dialog-body">You will no longer see each other, and your conversation is removed.</p>
          <Button variant="danger" wide>
            Unmatch
          </Button>
          <Button variant="ghost" wide>
            Cancel
          </Button>
        </Dialog>
      </>
    );
  }
  if (show === 'sheet') {
    return (
      <>
        {page}
        <Sheet title="Menu" titleId="gallery-sheet" closeLabel="Close menu" onClose={noop}>
          <ListRow title="Profile" onClick={noop} />
          <ListRow title="Settings" onClick={noop} />
          <Button variant="secondary">Log out</Button>
        </Sheet>
      </>
    );
  }
  return (
    <>
      {page}
      <ToastRegion label="Notifications">
        <Toast onDismiss={noop} closeLabel="Dismiss" durationMs={null} action={<Button size="sm" variant="ghost">Undo</Button>}>
          You passed on Maya.
        </Toast>
      </ToastRegion>
    </>
  );
}

const show = query.get('show');
createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" messages={en as never} defaultLocale="en">
    {show ? <Overlay show={show} /> : <Inline />}
  </IntlProvider>,
);
