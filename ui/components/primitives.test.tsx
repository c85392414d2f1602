import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Heart from 'lucide-react/icons/heart';
import Flame from 'lucide-react/icons/flame';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { Avatar, initials } from './Avatar';
import { Button } from './Button';
import { Chip } from './Chip';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { IconButton } from './IconButton';
import { ListRow } from './ListRow';
import { Sheet } from './Sheet';
import { Loading, Skeleton } from './Skeleton';
import { Tabs } from './Tabs';
import { TextField } from './TextField';
import { Toast, ToastRegion } from './Toast';

const intl = (ui: ReactNode) => render(<IntlProvider locale="en" messages={en}>{ui}</IntlProvider>);

describe('Button', () => {
  it('is a button of type "button" named by its text, and does not submit a form by default', async () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    const click = vi.fn();
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button variant="danger" size="lg" icon={<Heart aria-hidden />} onClick={click}>
          Delete
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('has the accessible name of its label and hides its icon from screen readers', () => {
    render(<IconButton label="Like Lena" icon={Heart} tone="like" size="xl" />);
    const button = screen.getByRole('button', { name: 'Like Lena' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.getAttribute('title')).toBe('Like Lena');
  });
});

describe('TextField', () => {
  it('ties its hint and error to the input, marks it invalid, and keeps what was typed when the error appears', async () => {
    function Form() {
      const [value, setValue] = useState('');
      const [error, setError] = useState<string>();
      return (
        <>
          <TextField label="E-mail address" hint="We'll send a code." error={error} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
          <button type="button" onClick={() => setError('Enter a valid e-mail address.')}>
            Check
          </button>
        </>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input, 'lena@');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["We'll send a code.", 'Enter a valid e-mail address.']);
    expect((input as HTMLInputElement).value).toBe('lena@');
  });
});

describe('Dialog and Sheet', () => {
  it('a dialog is modal, named by its heading, takes focus, closes on Escape and gives focus back', async () => {
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Dialog labelledBy="d-title" onClose={() => setOpen(false)}>
              <h2 id="d-title">It&apos;s a match!</h2>
              <button type="button" data-autofocus>
                Keep swiping
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    intl(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: "It's a match!" });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a sheet is a modal dialog named by its title whose close button closes it', async () => {
    const close = vi.fn();
    render(
      <Sheet title="Menu" titleId="s-title" closeLabel="Close menu" onClose={close}>
        <button type="button">Log out</button>
      </Sheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('Tabs', () => {
  it('has one tab stop; arrow keys, Home and End move and select; the panel shows the selected tab', async () => {
    render(
      <Tabs
        label="Matches"
        tabs={[
          { id: 'new', label: 'New', content: 'New matches' },
          { id: 'messages', label: 'Messages', content: 'Your conversations' },
          { id: 'likes', label: 'Likes', content: 'Who likes you' },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Messages' }).textContent).toBe('Your conversations');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Who likes you');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('New matches');
  });
});

describe('ListRow, Avatar, Chip, Skeleton, EmptyState, Toast', () => {
  it('a list row with href is one link named by its text; with onClick a button', async () => {
    const click = vi.fn();
    render(
      <ul>
        <li>
          <ListRow href="/app/matches/1" leading={<Avatar name="Lena Park" decorative />} title="Lena" subtitle="Hi there" trailing="2m" />
        </li>
        <li>
          <ListRow onClick={click} title="Notifications" />
        </li>
      </ul>,
    );
    expect(screen.getByRole('link').textContent).toBe('LPLenaHi there2m');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(click).toHaveBeenCalled();
  });

  it('an avatar without a photo shows initials and is named by the person', () => {
    render(<Avatar name="Noor al Din" />);
    expect(screen.getByRole('img', { name: 'Noor al Din' }).textContent).toBe('NA');
    expect(initials('  lena  ')).toBe('L');
  });

  it('an avatar with a photo uses it with its description as the text alternative', () => {
    render(<Avatar name="Lena" src="/media/a.webp" alt="Lena, smiling" />);
    expect(screen.getByRole('img', { name: 'Lena, smiling' }).getAttribute('src')).toBe('/media/a.webp');
  });

  it('a chip with onToggle is a toggle button reporting its state', async () => {
    function Host() {
      const [on, setOn] = useState(false);
      return (
        <Chip selected={on} onToggle={() => setOn(!on)}>
          Climbing
        </Chip>
      );
    }
    render(<Host />);
    const chip = screen.getByRole('button', { name: 'Climbing' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('a loading region is busy, says what loads once, and hides its skeletons', () => {
    render(
      <Loading label="Loading people near you">
        <Skeleton height={300} />
        <Skeleton width="40%" />
      </Loading>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading people near you');
    expect(screen.getByRole('status').parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('an empty state has a heading, a sentence and its action; its art is hidden', () => {
    render(<EmptyState illustration={Flame} title="You've seen everyone" body="Widen your distance." actions={<Button>Adjust filters</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: "You've seen everyone" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adjust filters' })).toBeTruthy();
    expect(document.querySelector('[aria-hidden="true"] svg')).toBeTruthy();
  });

  it('a toast is read from a polite live region and goes away by itself', async () => {
    vi.useFakeTimers();
    try {
      const gone = vi.fn();
      render(
        <ToastRegion label="Notifications">
          <Toast closeLabel="Dismiss" onDismiss={gone} durationMs={4000}>
            Saved
          </Toast>
        </ToastRegion>,
      );
      const region = screen.getByRole('status', { name: 'Notifications' });
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(region.textContent).toContain('Saved');
      await act(async () => {
        vi.advanceTimersByTime(3999);
      });
      expect(gone).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(gone).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
