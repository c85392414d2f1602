import { css } from '@linaria/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const list = css`
  display: flex;
  gap: var(--space-1);
  padding: var(--space-1);
  border-radius: var(--radius-full);
  background: var(--surface);
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
  button {
    font: inherit;
    font-weight: 600;
    min-height: 40px;
    padding: 0 var(--space-3);
    border: 0;
    border-radius: var(--radius-full);
    background: transparent;
    color: var(--muted);
    cursor: pointer;
    white-space: nowrap;
    transition:
      background-color var(--dur-fast) var(--ease),
      color var(--dur-fast) var(--ease);
  }
  button:hover {
    color: var(--fg);
  }
  button[aria-selected='true'] {
    background: var(--raised);
    color: var(--fg);
    box-shadow: var(--shadow-1);
  }
  @media (forced-colors: active) {
    button[aria-selected='true'] {
      outline: 2px solid Highlight;
    }
  }
  /* On a phone the tabs share the width, their labels wrapping rather than scrolling out of sight. */
  @media (max-width: 520px) {
    width: 100%;
    box-sizing: border-box;
    overflow-x: visible;
    button {
      flex: 1 1 0;
      min-width: 0;
      padding: var(--space-1) var(--space-2);
      font-size: var(--text-sm);
      line-height: 1.2;
      white-space: normal;
    }
  }
`;
const panel = css`
  padding-top: var(--space-3);
`;

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop; the arrow keys move between tabs and select them (right-to-left
 * aware), Home and End go to the ends. Controlled with `selected` + `onSelect`, or on its own.
 */
export function Tabs({ label, tabs, selected, onSelect, className }: { label: string; tabs: readonly TabItem[]; selected?: string; onSelect?: (id: string) => void; className?: string }) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const choose = (id: string, focus: boolean) => {
    setOwn(id);
    onSelect?.(id);
    if (focus) refs.current.get(id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === current);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    choose(tab.id, true);
  };
  const active = tabs.find((t) => t.id === current) ?? tabs[0];
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === active?.id}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === active?.id ? 0 : -1}
            onClick={() => choose(t.id, false)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {active ? (
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active.id}`} tabIndex={0} className={panel}>
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
