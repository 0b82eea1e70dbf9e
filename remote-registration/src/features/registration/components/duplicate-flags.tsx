import type { RegistrationRequest } from '@sge/shared/contract';
import { HStack, StatusBadge } from '@sge/shared/ui';
import { REGISTRATION_TEXTS } from '../messages';

/** The duplicate-CPF flags of a request: already an employee, or in another pending request. */
export function DuplicateFlags({ request }: { request: RegistrationRequest }) {
  if (request.duplicateEmployeeId === null && request.duplicateRequestIds.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {request.duplicateEmployeeId !== null && <StatusBadge status="DUPLICATE_EMPLOYEE" tone="error" label={REGISTRATION_TEXTS.duplicateEmployee} />}
      {request.duplicateRequestIds.length > 0 && (
        <StatusBadge status="DUPLICATE_REQUEST" tone="warning" label={REGISTRATION_TEXTS.duplicateRequest} />
      )}
    </HStack>
  );
}
