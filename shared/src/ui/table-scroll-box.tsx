/**
 * A table that must stay a table on a phone scrolls inside its own box, never the page (issue 12),
 * and keeps its first column in view while it scrolls, so each row still says what it is.
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

/** The header row on the muted grey every table of the product uses. */
const HEADER_CSS: SystemStyleObject = { '& thead tr': { bg: 'bg.muted' } };

/** Props of {@link TableScrollBox}. */
export interface TableScrollBoxProps {
  children: ReactNode;
  /** Pins the first column while the table scrolls sideways. Default true. */
  stickyFirstColumn?: boolean;
  /** No border around the box (e.g. a table inside a card that already has one). */
  borderless?: boolean;
}

/**
 * The scroll box of a table: `overflow-x: auto` and `max-width: 100%`, so a wide table scrolls
 * inside it, with the first column sticky. Wrap a `Table.Root` in it; {@link DataTable} uses it.
 */
export function TableScrollBox({ children, stickyFirstColumn = true, borderless = false }: TableScrollBoxProps) {
  return (
    <Table.ScrollArea
      data-testid="table-scroll-box"
      // A keyboard user can reach the box and scroll it with the arrows (axe scrollable-region-focusable).
      tabIndex={0}
      data-sticky-first-column={stickyFirstColumn || undefined}
      borderWidth={borderless ? undefined : '1px'}
      rounded="md"
      maxW="100%"
      overflowX="auto"
      css={stickyFirstColumn ? { ...HEADER_CSS, ...STICKY_FIRST_COLUMN_CSS } : HEADER_CSS}
    >
      {children}
    </Table.ScrollArea>
  );
}
