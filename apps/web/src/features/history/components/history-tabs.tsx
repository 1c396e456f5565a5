import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface HistoryTabsProps<T extends string> {
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * A tablist (WAI-ARIA tabs pattern): one tab in the tab order, the arrows, Home and End move
 * between tabs and select them. The panel is drawn by the caller with `panelId`.
 */
export function HistoryTabs<T extends string>({ label, idPrefix, tabs, value, onChange }: HistoryTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    refs.current.get(target.value)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="history-tabs">
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix, tab.value) : undefined}
            tabIndex={selected ? 0 : -1}
            className={cx('history-tabs__tab', selected && 'history-tabs__tab--selected')}
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
