import { useId, useRef, useState, type ReactNode } from 'react';
import { ISLAND_TEXTS } from './island';
import { useMenuButton } from './use-menu-button';

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
  const [phase, setPhase] = useState<Phase>('ready');
  const prepared = useRef(false);

  const retryItem: VenueMenuItem = { key: 'retry', label: ISLAND_TEXTS.failed, onSelect: () => undefined };
  const loadingItem: VenueMenuItem = { key: 'loading', label: ISLAND_TEXTS.loading, onSelect: () => undefined, disabled: true };
  const shown = phase === 'failed' ? [retryItem] : phase === 'loading' ? [loadingItem] : items;
  const { open, close, toggle, setFocusIndex, rootRef, triggerRef, itemRefs, onTriggerKeyDown, onMenuKeyDown } = useMenuButton(shown, {
    onOpen: () => runPrepare(),
    refocus: phase,
  });

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
        onClick={toggle}
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
