import { Text } from '@sge/shared/ui';

/** The server's reason for a refused change, shown inside the dialog that asked for it. */
export function RefusalText({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text as="span" display="block" mt="3" color="fg.error" fontWeight="medium" role="alert">
      {reason}
    </Text>
  );
}
