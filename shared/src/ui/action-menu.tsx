/**
 * A light dropdown menu (WAI-ARIA "menu button" pattern) for the avatar menu and row actions.
 * Chakra's Menu is not re-exported: with its positioning engine it would add ~20 KiB gzip to the
 * shared ui bundle every app loads first. This one opens below its trigger, aligned to its start or
 * end, and supports the keyboard (arrows, Home/End, Escape, Tab) and outside clicks.
 */
import { useId, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { useMenuButton } from '../venue/use-menu-button';

/** One entry of an {@link ActionMenu}. */
export interface ActionMenuItem {
  /** Stable key; defaults to the label. */
  key?: string;
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** Red text, for destructive actions. */
  destructive?: boolean;
}

/** Props of {@link ActionMenu}. */
export interface ActionMenuProps {
  /** Accessible name of the trigger button (e.g. 'Menu do usuário', 'Ações do evento X'). */
  label: string;
  /**
   * The trigger's `children` carry visible text and already contain `label` (e.g. visually hidden):
   * the button is named by its content, with no `aria-label` that would hide the visible text from
   * its name (WCAG 2.5.3 'label in name').
   */
  nameFromContent?: boolean;
  items: ActionMenuItem[];
  /** Trigger content (e.g. an Avatar or an icon); defaults to the label text. */
  children?: ReactNode;
  /** Aligns the menu with the trigger's start or end edge. Default 'end'. */
  align?: 'start' | 'end';
  /** Extra props of the trigger button (variant, size…, `data-*` attributes). */
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick' | 'onKeyDown'> & { [attribute: `data-${string}`]: string | undefined };
}

/** A button that opens a list of actions. */
export function ActionMenu({ label, nameFromContent = false, items, children, align = 'end', triggerProps }: ActionMenuProps) {
  const id = useId().replace(/:/g, '');
  const triggerId = `menu-trigger-${id}`;
  const menuId = `menu-${id}`;
  const { open, close, toggle, rootRef, triggerRef, itemRefs, onTriggerKeyDown, onMenuKeyDown } = useMenuButton(items);

  const select = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  return (
    <Box ref={rootRef} position="relative" display="inline-block">
      <Button
        ref={triggerRef}
        id={triggerId}
        variant="ghost"
        aria-label={children && !nameFromContent ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        {...triggerProps}
        onClick={toggle}
        onKeyDown={onTriggerKeyDown}
      >
        {children ?? label}
      </Button>
      {open && (
        <Box
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          onKeyDown={onMenuKeyDown}
          position="absolute"
          top="calc(100% + 4px)"
          insetStart={align === 'start' ? '0' : undefined}
          insetEnd={align === 'end' ? '0' : undefined}
          zIndex="dropdown"
          // Sized to its longest entry: an absolute box would otherwise shrink to the narrow
          // trigger's width and wrap its labels.
          w="max-content"
          maxW="calc(100vw - 2rem)"
          minW="44"
          py="1"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          rounded="md"
          boxShadow="lg"
        >
          {items.map((item, index) => (
            <chakra.button
              key={item.key ?? item.label}
              ref={(el: HTMLButtonElement | null) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => select(item)}
              display="flex"
              alignItems="center"
              gap="2"
              width="full"
              px="3"
              py="2"
              textAlign="start"
              fontSize="sm"
              color={item.destructive ? 'fg.error' : 'fg'}
              cursor={item.disabled ? 'not-allowed' : 'pointer'}
              opacity={item.disabled ? 0.5 : 1}
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ bg: 'bg.muted', outline: '2px solid', outlineColor: 'gold.700', outlineOffset: '-2px' }}
              _focus={{ bg: 'bg.muted' }}
            >
              {item.icon && (
                <Box as="span" aria-hidden="true" display="inline-flex">
                  {item.icon}
                </Box>
              )}
              {item.label}
            </chakra.button>
          ))}
        </Box>
      )}
    </Box>
  );
}
