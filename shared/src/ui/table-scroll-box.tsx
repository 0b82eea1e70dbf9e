/**
 * A table that must stay a table on a phone scrolls inside its own box, never the page (issue 12),
 * and keeps its first column in view while it scrolls, so each row still says what it is. On wider
 * screens its last column (the row's actions) can stay in view at the right too (issue 16).
 */
import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react/table';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * Styles that pin the first cell of every row (`position: sticky; left: 0`). The cells get an
 * opaque background (white, and the header's muted grey), so the columns scrolling under them do
 * not show through and the text keeps the contrast it has elsewhere; a 1px line marks the edge.
 * Cells spanning the whole row (loading, empty) are left alone.
 */
export const STICKY_FIRST_COLUMN_CSS: SystemStyleObject = {
  '& tr > :first-child:not([colspan])': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bg: 'bg',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
  },
  '& thead tr > :first-child:not([colspan])': {
    bg: 'bg.muted',
  },
};

/**
 * Styles that pin the last cell of every row at the right (`position: sticky; right: 0`): the
 * actions column stays in reach while the other columns scroll under it. Opaque like the first
 * column, with a 1px line on its left edge; cells spanning the whole row are left alone.
 */
export const STICKY_LAST_COLUMN_CSS: SystemStyleObject = {
  '& tr > :last-child:not([colspan])': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bg: 'bg',
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
  },
  '& thead tr > :last-child:not([colspan])': {
    bg: 'bg.muted',
  },
};

/**
 * The header row on the muted grey every table of the product uses; cells marked `data-numeric`
 * (figures, money) stay on one line with tabular figures, so a number never wraps in its middle.
 */
const HEADER_CSS: SystemStyleObject = {
  '& thead tr': { bg: 'bg.muted' },
  '& [data-numeric]': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
};

/** Props of {@link TableScrollBox}. */
export interface TableScrollBoxProps {
  children: ReactNode;
  /** Pins the first column while the table scrolls sideways. Default true. */
  stickyFirstColumn?: boolean;
  /** Pins the last column (the actions) at the right while the table scrolls sideways. Default false. */
  stickyLastColumn?: boolean;
  /** No border around the box (e.g. a table inside a card that already has one). */
  borderless?: boolean;
  /**
   * The box itself is a tab stop, so a keyboard user can scroll it (axe scrollable-region-focusable).
   * Default true; false when its rows are tab stops already (a table whose rows open on Enter).
   */
  focusable?: boolean;
}

/**
 * The scroll box of a table: `overflow-x: auto` and `max-width: 100%`, so a wide table scrolls
 * inside it (texts wrap from the `md` breakpoint up, so it rarely needs to), with the first column sticky (and the last one with `stickyLastColumn`). Wrap a `Table.Root` in it; {@link DataTable} uses it.
 */
export function TableScrollBox({
  children,
  stickyFirstColumn = true,
  stickyLastColumn = false,
  borderless = false,
  focusable = true,
}: TableScrollBoxProps) {
  const css: SystemStyleObject = {
    ...HEADER_CSS,
    ...(stickyFirstColumn ? STICKY_FIRST_COLUMN_CSS : {}),
    ...(stickyLastColumn ? STICKY_LAST_COLUMN_CSS : {}),
  };
  return (
    <Table.ScrollArea
      data-testid="table-scroll-box"
      // A keyboard user can reach the box and scroll it with the arrows (axe scrollable-region-focusable).
      tabIndex={focusable ? 0 : undefined}
      data-sticky-first-column={stickyFirstColumn || undefined}
      data-sticky-last-column={stickyLastColumn || undefined}
      borderWidth={borderless ? undefined : '1px'}
      rounded="md"
      maxW="100%"
      overflowX="auto"
      // Chakra's scroll area keeps every cell on one line, which makes a table as wide as all its
      // texts: from a tablet up, texts wrap so the table fits its box; figures, dates and actions
      // stay on one line on their own. A phone keeps one line per row and scrolls (issue 12).
      whiteSpace={{ base: 'nowrap', md: 'normal' }}
      css={css}
    >
      {children}
    </Table.ScrollArea>
  );
}
