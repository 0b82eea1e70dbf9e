import { useState, type Key, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

/** Defaults of the virtual list (SPEC §9). */
export const VIRTUAL_LIST_DEFAULTS = { itemHeight: 50, buffer: 5 } as const;

/** Props of {@link VirtualList}. */
export interface VirtualListProps<T> {
  items: T[];
  /** Height of the scrolling viewport in px. */
  height: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Fixed height of every row in px. Default 50. */
  itemHeight?: number;
  /** Rows rendered beyond each edge of the viewport. Default 5. */
  buffer?: number;
  /** React key of a row; defaults to the index. */
  getKey?: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/** The index range [start, end) to render for a scroll position. */
export function getVirtualRange(
  scrollTop: number,
  viewportHeight: number,
  itemCount: number,
  itemHeight: number = VIRTUAL_LIST_DEFAULTS.itemHeight,
  buffer: number = VIRTUAL_LIST_DEFAULTS.buffer,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / itemHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / itemHeight);
  return { start: Math.max(0, first - buffer), end: Math.min(itemCount, last + buffer) };
}

/**
 * A list that renders only the rows in view plus a buffer (SPEC §2, §9), for long lists such as an
 * event day's staff. Rows have a fixed height; the viewport scrolls with the keyboard (it is focusable).
 */
export function VirtualList<T>({
  items,
  height,
  renderItem,
  itemHeight = VIRTUAL_LIST_DEFAULTS.itemHeight,
  buffer = VIRTUAL_LIST_DEFAULTS.buffer,
  getKey,
  'aria-label': ariaLabel,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = getVirtualRange(scrollTop, height, items.length, itemHeight, buffer);
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index];
    rows.push(
      <Box
        key={getKey ? getKey(item, index) : index}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        position="absolute"
        top={`${index * itemHeight}px`}
        left="0"
        right="0"
        height={`${itemHeight}px`}
      >
        {renderItem(item, index)}
      </Box>,
    );
  }
  return (
    <Box
      height={`${height}px`}
      overflowY="auto"
      position="relative"
      tabIndex={0}
      aria-label={ariaLabel}
      role="region"
      focusRing="inside"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <Box role="list" position="relative" height={`${items.length * itemHeight}px`}>
        {rows}
      </Box>
    </Box>
  );
}
