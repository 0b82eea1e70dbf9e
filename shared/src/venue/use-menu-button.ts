/**
 * The behaviour of a menu button (WAI-ARIA "menu button" pattern), for the light menu of the venue
 * path (menu.tsx) and the back office's ActionMenu (ui/action-menu.tsx), which draw it each their
 * way: opens on its first item (its last with ArrowUp), arrows, Home/End, Escape (focus back on the
 * trigger), Tab and outside clicks close it. With every item disabled the menu still opens, on its
 * first item: the user sees why nothing can be done. No Chakra.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export function useMenuButton(items: ReadonlyArray<{ disabled?: boolean }>, { onOpen, refocus }: { onOpen?: () => void; refocus?: unknown } = {}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0);
  const firstItem = enabled[0] ?? (items.length > 0 ? 0 : undefined);
  const lastItem = enabled[enabled.length - 1] ?? (items.length > 0 ? items.length - 1 : undefined);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex, refocus]);

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

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
    onOpen?.();
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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

  /** The trigger's click: opens on the first item, or closes. */
  const toggle = () => (open ? close(false) : openAt(firstItem));

  return { open, close, toggle, setFocusIndex, rootRef, triggerRef, itemRefs, onTriggerKeyDown, onMenuKeyDown };
}
