import { useMemo } from 'react';
import { SharedForm } from '@sge/shared/ui';
import { emptyWorkerForm, toPreRegistrationPayload, workerFields, type WorkerFormValues } from '../worker-form-values';
import type { PreRegistrationForm } from '@sge/shared/contract';

export interface WorkerFormProps {
  /** The function the form starts with (an invitation's function). */
  initialFunction?: string;
  /** Receives the request body; a rejection keeps everything typed. */
  onSubmit: (body: PreRegistrationForm) => Promise<void>;
  submitLabel: string;
  /** Default: the worker's own consent, in the first person. */
  consentLabel?: string;
  'aria-label': string;
}

/** The worker's details and LGPD consent, validated like the server validates them. */
export function WorkerForm({ initialFunction = '', onSubmit, submitLabel, consentLabel, 'aria-label': ariaLabel }: WorkerFormProps) {
  const fields = useMemo(() => workerFields(initialFunction, consentLabel), [initialFunction, consentLabel]);
  const initialValues = useMemo(() => emptyWorkerForm(initialFunction), [initialFunction]);
  return (
    <SharedForm<WorkerFormValues>
      aria-label={ariaLabel}
      fields={fields}
      initialValues={initialValues}
      columns={2}
      submitLabel={submitLabel}
      cancelLabel="Limpar"
      // The worker's own form, often on a phone: the button stays pressable and re-shows the errors.
      submitAlwaysEnabled
      onSubmit={(values) => onSubmit(toPreRegistrationPayload(values))}
    />
  );
}
