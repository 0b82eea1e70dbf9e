import type { ClockFlag } from '@sge/shared/contract';
import { formatDate, formatDateTime } from '@sge/shared/format';
import { useQuery } from '@sge/shared/query';
import { Box, Button, Heading, HStack, RefreshIcon, Spinner, Stack, Table, Text } from '@sge/shared/ui';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { clockFlagsQuery } from '../api';
import { CLOCK_FLAG_TEXTS as T, formatSkew } from '../messages';

export interface ClockFlagsSectionProps {
  eventId: number;
  /** Cards on a phone, a table from `md` up. */
  compact: boolean;
}

const headingId = (eventId: number) => `clock-flags-${eventId}`;

function ClockFlagsTable({ flags }: { flags: ClockFlag[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={T.title}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader position="sticky" insetStart="0" bg="bg.muted" zIndex="1">
              {T.headers.person}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{T.headers.day}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.headers.kind}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.headers.deviceTime}</Table.ColumnHeader>
            <Table.ColumnHeader>{T.headers.receivedAt}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{T.headers.skew}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {flags.map((flag) => (
            <Table.Row key={flag.id}>
              <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1">
                {flag.employeeName}
              </Table.Cell>
              <Table.Cell>{formatDate(flag.eventDay)}</Table.Cell>
              <Table.Cell>{T.kinds[flag.kind]}</Table.Cell>
              <Table.Cell>{formatDateTime(flag.deviceTime)}</Table.Cell>
              <Table.Cell>{formatDateTime(flag.receivedAt)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatSkew(flag.clockSkewMs)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ClockFlagCards({ flags }: { flags: ClockFlag[] }) {
  return (
    <Stack as="ul" role="list" aria-label={T.title} gap="2" m="0" p="0">
      {flags.map((flag) => (
        <Box as="li" key={flag.id} listStyleType="none" borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {flag.employeeName}
          </Text>
          <Text fontSize="sm">
            {T.kinds[flag.kind]} · {formatDate(flag.eventDay)}
          </Text>
          <Text fontSize="sm">
            {T.headers.deviceTime}: {formatDateTime(flag.deviceTime)}
          </Text>
          <Text fontSize="sm">
            {T.headers.receivedAt}: {formatDateTime(flag.receivedAt)}
          </Text>
          <Text fontSize="sm" fontWeight="semibold">
            {T.headers.skew}: {formatSkew(flag.clockSkewMs)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function ClockFlagsContent({ eventId, compact }: ClockFlagsSectionProps) {
  const { data, isFetching: loading, isError: failed, refetch } = useQuery(clockFlagsQuery(eventId));
  const reload = () => void refetch();
  if (failed && !data) {
    return (
      <Stack gap="2" align="flex-start" role="alert">
        <Text color="fg.error">{T.failed}</Text>
        <Button variant="outline" size="sm" minH={compact ? '12' : undefined} onClick={reload}>
          <RefreshIcon />
          {T.retry}
        </Button>
      </Stack>
    );
  }
  if (!data) {
    return loading ? (
      <HStack gap="3" role="status">
        <Spinner size="sm" color="gold.600" />
        <Text>{T.loading}</Text>
      </HStack>
    ) : null;
  }
  if (data.length === 0) return <Text color="fg.muted">{T.empty}</Text>;
  return compact ? <ClockFlagCards flags={data} /> : <ClockFlagsTable flags={data} />;
}

/**
 * Admin and manager: the event's check-ins and check-outs whose device clock was off by more than
 * the system setting when they were sent (GET /events/{id}/clock-flags). With no connection it says
 * it is unavailable instead of calling.
 */
export function ClockFlagsSection({ eventId, compact }: ClockFlagsSectionProps) {
  const online = useOnlineStatus();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId(eventId)}>
      <Heading as="h3" id={headingId(eventId)} size="lg">
        {T.title}
      </Heading>
      {online ? <ClockFlagsContent eventId={eventId} compact={compact} /> : <Text color="fg.muted">{T.offline}</Text>}
    </Stack>
  );
}
