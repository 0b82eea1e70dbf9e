import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ISLAND_TEXTS } from './island';

/** One entry of a {@link VenueMenu}. */
export interface VenueMenuItem {
  key?: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Red text, for destructive actions. */
  destructive?: boolean;
  icon?: ReactNode;
}

/** Props of {@link VenueMenu}. */
export interface VenueMenuProps {
  /** Accessible name of the trigger (e.g. 'Mais ações: Evento X', 'Menu do usuário'). */
  label: string;
  /** The trigger's content holds visible text containing `label`: no aria-label (WCAG 2.5.3). */
  nameFromContent?: boolean;
  items: VenueMenuItem[];
  /** The trigger's content (an icon, an avatar); defaults to the label. */
  children?: ReactNode;
  align?: 'start' | 'end';
  /** Class names of the trigger (the venue sheet's `sge-v-btn…`, the host's chrome classes). */
  triggerClassName?: string;
  /** `data-*` attributes of the trigger (test ids). */
  triggerData?: Record<`data-${string}`, string>;
  /**
   * What the items need before they can act (their Chakra island's code): asked on open; the menu
   * says {@link ISLAND_TEXTS.loading} meanwhile, and {@link ISLAND_TEXTS.failed} (a retry) if it fails.
   */
  prepare?: () => Promise<unknown>;
}

type Phase = 'ready' | 'loading' | 'failed';

/**
 * A menu button on the venue sheet (WAI-ARIA "menu button"): opens below its trigger, arrows,
 * Home/End, Escape (focus back on the trigger), Tab and outside taps close it. No Chakra.
 */
export function VenueMenu({ label, nameFromContent = false, items, children, align = 'end', triggerClassName = 'sge-v-btn sge-v-btn-icon', triggerData, prepare }: VenueMenuProps) {
  const id = useId().replace(/:/g, '');
  const triggerId = `vmenu-trigger-${id}`;
  const menuId = `vmenu-${id}`;
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('ready');
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const prepared = useRef(false);

  const retryItem: VenueMenuItem = { key: 'retry', label: ISLAND_TEXTS.failed, onSelect: () => undefined };
  const loadingItem: VenueMenuItem = { key: 'loading', label: ISLAND_TEXTS.loading, onSelect: () => undefined, disabled: true };
  const shown = phase === 'failed' ? [retryItem] : phase === 'loading' ? [loadingItem] : items;
  const enabled = shown.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0);
  const firstItem = enabled[0] ?? (shown.length > 0 ? 0 : undefined);
  const lastItem = enabled[enabled.length - 1] ?? (shown.length > 0 ? shown.length - 1 : undefined);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex, phase]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const runPrepare = () => {
    if (!prepare || prepared.current) return;
    setPhase('loading');
    setFocusIndex(0);
    prepare().then(
      () => {
        prepared.current = true;
        setPhase('ready');
        setFocusIndex(Math.max(0, items.findIndex((item) => !item.disabled)));
      },
      () => {
        setPhase('failed');
        setFocusIndex(0);
      },
    );
  };

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
    runPrepare();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const move = (delta: 1 | -1) => {
    const position = enabled.indexOf(focusIndex);
    const next = enabled[(position + delta + enabled.length) % enabled.length];
    if (next !== undefined) setFocusIndex(next);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(firstItem);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(lastItem);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => enabled.length && setFocusIndex(enabled[0] ?? 0),
      End: () => enabled.length && setFocusIndex(enabled[enabled.length - 1] ?? 0),
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') close(false);
  };

  const select = (item: VenueMenuItem) => {
    if (item.disabled) return;
    if (item === retryItem) {
      runPrepare();
      return;
    }
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className="sge-v-menu-root">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={triggerClassName}
        aria-label={children && !nameFromContent ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        {...triggerData}
        onClick={() => (open ? close(false) : openAt(firstItem))}
        onKeyDown={onTriggerKeyDown}
      >
        {children ?? label}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          aria-busy={phase === 'loading' || undefined}
          className={align === 'start' ? 'sge-v-menu sge-v-menu-start' : 'sge-v-menu'}
          onKeyDown={onMenuKeyDown}
        >
          {shown.map((item, index) => (
            <button
              key={item.key ?? item.label}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              className={item.destructive ? 'sge-v-menuitem sge-v-menuitem-danger' : 'sge-v-menuitem'}
              onClick={() => select(item)}
            >
              {item.icon && (
                <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                  {item.icon}
                </span>
              )}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
