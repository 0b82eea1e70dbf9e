import { useMemo } from 'react';
import { EMPLOYEE_FUNCTIONS, parseMoneyInput, type RegistrationRequest } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { useQuery } from '@sge/shared/query';
import { Alert, FormDialog, HStack, rules, SharedForm, Spinner, Text, type FormFieldConfig } from '@sge/shared/ui';
import { approveRegistrationRequest, proposedPayRate, registrationQueries, rejectRegistrationRequest } from '../api';
import { REGISTRATION_TEXTS } from '../messages';

type ApproveValues = { function: string; payRate: string };
type RejectValues = { reason: string };

export interface ReviewDialogProps {
  open: boolean;
  request?: RegistrationRequest;
  onClose: () => void;
  /** After the server accepted the decision (the notification is already shown). */
  onDone: (request: RegistrationRequest) => void;
}

/**
 * Approves a request: the employee is created with the function and pay rate confirmed here. The
 * rate starts at the catalogue's price for the worker's function, when a service has that staff
 * function (the form waits for the catalogue; without it, the rate starts empty).
 */
export function ApproveDialog({ open, request, onClose, onDone }: ReviewDialogProps) {
  const catalogue = useQuery({ ...registrationQueries.services(), enabled: open, meta: { notifyError: false } });
  const proposal = request && catalogue.data ? proposedPayRate(catalogue.data, request.function) : null;
  const proposedService = proposal?.service;
  const fields = useMemo<FormFieldConfig<ApproveValues>[]>(() => {
    const functions: string[] = [...EMPLOYEE_FUNCTIONS];
    if (request && !functions.includes(request.function)) functions.push(request.function);
    return [
      { name: 'function', label: 'Função', type: 'select', required: true, options: functions.map((fn) => ({ value: fn, label: fn })) },
      {
        name: 'payRate',
        label: 'Valor da diária',
        type: 'money',
        required: true,
        rules: [rules.money],
        helperText: proposedService ? REGISTRATION_TEXTS.payRateProposed(proposedService) : undefined,
      },
    ];
  }, [request, proposedService]);

  const approve = async (values: ApproveValues) => {
    if (!request) return;
    const approved = await approveRegistrationRequest(request.id, { function: values.function, payRate: parseMoneyInput(values.payRate) ?? undefined });
    notify.success(REGISTRATION_TEXTS.approved(approved.name));
    onDone(approved);
  };

  return (
    <FormDialog open={open} onClose={onClose} title={request ? `Aprovar ${request.name}` : 'Aprovar'} description="O colaborador será cadastrado como funcionário.">
      {request?.duplicateEmployeeId !== null && request?.duplicateEmployeeId !== undefined && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Já existe um funcionário com este CPF.</Alert.Title>
        </Alert.Root>
      )}
      {catalogue.isPending && catalogue.fetchStatus !== 'idle' ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Carregando catálogo de serviços...</Text>
        </HStack>
      ) : (
        <SharedForm<ApproveValues>
          aria-label="Aprovar solicitação"
          fields={fields}
          initialValues={{ function: request?.function ?? '', payRate: proposal?.rate ?? '' }}
          submitLabel="Aprovar"
          onSubmit={approve}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  );
}

/** Rejects a request with the reason the manager types. */
export function RejectDialog({ open, request, onClose, onDone }: ReviewDialogProps) {
  const fields: FormFieldConfig<RejectValues>[] = [
    { name: 'reason', label: 'Motivo da rejeição', type: 'textarea', required: true, rules: [rules.minLength(3), rules.maxLength(500)] },
  ];
  const reject = async (values: RejectValues) => {
    if (!request) return;
    const rejected = await rejectRegistrationRequest(request.id, { reason: values.reason.trim() });
    notify.success(REGISTRATION_TEXTS.rejected);
    onDone(rejected);
  };
  return (
    <FormDialog open={open} onClose={onClose} title={request ? `Rejeitar ${request.name}` : 'Rejeitar'} description="A solicitação será encerrada sem criar o funcionário.">
      <SharedForm<RejectValues> aria-label="Rejeitar solicitação" fields={fields} initialValues={{ reason: '' }} submitLabel="Rejeitar" onSubmit={reject} onCancel={onClose} />
    </FormDialog>
  );
}
