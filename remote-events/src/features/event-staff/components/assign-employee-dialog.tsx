import { useEffect, useId, useMemo, useState } from 'react';
import { parseMoneyInput, STAFF_STORE_ERRORS, type CreateEventEmployee, type EmployeeDayOverlap, type Employee } from '@sge/shared/contract';
import { formatCpf, formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import {
  Alert,
  Badge,
  Box,
  Button,
  ConfirmDialog,
  FormDialog,
  FormField,
  Input,
  SharedForm,
  Spinner,
  Stack,
  Text,
  chakra,
  isEmptyValue,
  rules,
  TABLE_SEARCH_DEBOUNCE_MS,
  type FormFieldConfig,
  type SharedFormApi,
} from '@sge/shared/ui';
import { alreadyReported, refusalReason } from '../../../lib/api-errors';
import { keepPreviousData, useQuery } from '@sge/shared/query';
import { activeEmployeesQuery, checkEventEmployee } from '../api';
import { STAFF_MESSAGES } from '../messages';
import { decimalToMoneyInput, functionOptions } from '../staff-values';
import { useStaffStore } from '../store';

type AssignValues = { employeeId: string; function: string; payRate: string };

const EMPTY: AssignValues = { employeeId: '', function: '', payRate: '' };

export interface AssignEmployeeDialogProps {
  open: boolean;
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** Employees already on this day: picking one is refused (SPEC §5). */
  assignedIds: number[];
  onClose: () => void;
}

/**
 * The active employees matching what is typed, searched on the server as the user types (issue 14:
 * thousands of employees are never all loaded): a short list of the first matches by name, and how
 * many match in all.
 */
function useEmployeeSearch(open: boolean, query: string) {
  const [search, setSearch] = useState(query.trim());

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // A new search keeps the previous matches on screen until its answer arrives.
  const answer = useQuery({ ...activeEmployeesQuery(search), enabled: open, placeholderData: keepPreviousData });
  const status = answer.isError ? 'failed' : answer.data ? 'ready' : 'loading';
  return { employees: answer.data?.data ?? [], total: answer.data?.meta.total ?? 0, status, retry: () => void answer.refetch() };
}

/**
 * 'Escalar funcionário': search the active employees (name or CPF, on the server), pick one, and confirm
 * the function and pay rate for the day (pre-filled from the employee). An employee already on the
 * day is refused here; the server's refusals (e.g. the budget's limit) show in the dialog. The
 * server's dry run comes first: when the employee already works another event that day, a
 * confirmation names it, and only 'Escalar mesmo assim' books them (with `confirmOverlap`).
 */
export function AssignEmployeeDialog({ open, eventId, day, assignedIds, onClose }: AssignEmployeeDialogProps) {
  const add = useStaffStore((s) => s.add);
  const [query, setQuery] = useState('');
  const { employees, total, status, retry } = useEmployeeSearch(open, query);
  // The one picked stays chosen (and named) while the search changes the list.
  const [selected, setSelected] = useState<Employee | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<{ body: CreateEventEmployee; name: string; events: EmployeeDayOverlap[] } | null>(null);
  // The last overlap asked about: its question stays on screen while it animates out.
  const [shownOverlap, setShownOverlap] = useState(overlap);
  if (overlap && overlap !== shownOverlap) setShownOverlap(overlap);
  const formId = `assign-${useId().replace(/:/g, '')}`;

  const fields = useMemo<FormFieldConfig<AssignValues>[]>(
    () => [
      {
        name: 'employeeId',
        label: 'Funcionário',
        rules: [
          (value) => !isEmptyValue(value) || STAFF_MESSAGES.pickEmployee,
          (value) => !assignedIds.includes(Number(value)) || STAFF_MESSAGES.alreadyOnDay,
        ],
      },
      { name: 'function', label: 'Função', type: 'select', required: true, options: functionOptions(selected ? [selected.function] : []) },
      { name: 'payRate', label: 'Valor da diária', type: 'money', required: true, rules: [rules.money] },
    ],
    [assignedIds, selected],
  );

  const close = () => {
    setQuery('');
    setSelected(null);
    setReason(null);
    setOverlap(null);
    onClose();
  };

  const assign = async (body: CreateEventEmployee) => {
    try {
      await add(body);
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(STAFF_MESSAGES.assigned);
    close();
  };

  const save = async (values: AssignValues) => {
    setReason(null);
    const body: CreateEventEmployee = {
      eventId,
      employeeId: Number(values.employeeId),
      eventDay: day,
      function: values.function,
      payRate: parseMoneyInput(values.payRate) ?? undefined,
    };
    let others: EmployeeDayOverlap[];
    try {
      ({ overlaps: others } = await checkEventEmployee(body, { notifyError: false }));
    } catch (error) {
      // Told like the store tells a failed assignment: the notification, and the server's reason here.
      if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.add);
      setReason(refusalReason(error));
      throw error;
    }
    if (others.length === 0) return assign(body);
    const name = selected?.id === body.employeeId ? selected.name : 'O funcionário';
    setOverlap({ body: { ...body, confirmOverlap: true }, name, events: others });
  };

  const pick = (form: SharedFormApi<AssignValues>, employee: Employee) => {
    setSelected(employee);
    form.setValue('employeeId', String(employee.id));
    form.setValue('function', employee.function);
    form.setValue('payRate', decimalToMoneyInput(employee.payRate));
    form.touch('employeeId');
  };

  const renderPicker = (form: SharedFormApi<AssignValues>) => {
    const error = form.errors.employeeId;
    return (
      <chakra.fieldset id={`${formId}-employeeId`} tabIndex={-1} aria-describedby={error ? `${formId}-employeeId-error` : undefined} minW="0">
        <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
          Funcionário
        </chakra.legend>
        {status === 'loading' && (
          <Stack direction="row" gap="2" align="center" role="status">
            <Spinner size="sm" color="gold.600" />
            <Text>Carregando funcionários...</Text>
          </Stack>
        )}
        {status === 'failed' && (
          <Stack gap="2" align="flex-start">
            <Text color="fg.error">Não foi possível carregar os funcionários.</Text>
            <Button size="sm" variant="outline" onClick={retry}>
              Tentar novamente
            </Button>
          </Stack>
        )}
        {status === 'ready' && (
          <Stack gap="2">
            {employees.length === 0 && <Text color="fg.muted">Nenhum funcionário ativo encontrado.</Text>}
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" maxH="64" overflowY="auto" borderWidth={employees.length ? '1px' : '0'} rounded="md">
              {employees.map((employee) => {
                const onDay = assignedIds.includes(employee.id);
                return (
                  <chakra.li key={employee.id}>
                    <chakra.label display="flex" gap="3" alignItems="flex-start" px="3" py="2" cursor="pointer" _hover={{ bg: 'bg.muted' }}>
                      <chakra.input
                        type="radio"
                        name={`${formId}-employee`}
                        value={employee.id}
                        checked={form.values.employeeId === String(employee.id)}
                        onChange={() => pick(form, employee)}
                        mt="1"
                        accentColor="var(--chakra-colors-gold-600)"
                      />
                      <Box>
                        <Text fontWeight="medium">{employee.name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {`${employee.function} · CPF ${formatCpf(employee.cpf)} · ${formatCurrency(employee.payRate)}`}
                        </Text>
                        {onDay && (
                          <Badge colorPalette="orange" variant="subtle" mt="1">
                            Já escalado neste dia
                          </Badge>
                        )}
                      </Box>
                    </chakra.label>
                  </chakra.li>
                );
              })}
            </Stack>
            {total > employees.length && (
              <Text fontSize="sm" color="fg.muted">{`Mostrando ${employees.length} de ${total}. Refine a pesquisa.`}</Text>
            )}
          </Stack>
        )}
        {selected && <Text mt="2" fontSize="sm">{`Selecionado: ${selected.name}`}</Text>}
        {error && (
          <Text id={`${formId}-employeeId-error`} mt="2" fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </chakra.fieldset>
    );
  };

  return (
    <FormDialog open={open} onClose={close} title={`Escalar funcionário em ${formatDate(day)}`} scrollBehavior="inside" size="lg">
      <SharedForm id={formId} aria-label="Escalar funcionário" fields={fields} initialValues={EMPTY} onSubmit={save} onCancel={close} submitLabel="Escalar">
        {(form) => (
          <Stack gap="4">
            {reason && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{reason}</Alert.Title>
              </Alert.Root>
            )}
            <FormField label="Buscar funcionário">
              <Input type="search" value={query} placeholder="Nome ou CPF" autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
            </FormField>
            {renderPicker(form)}
            {form.renderField('function')}
            {form.renderField('payRate')}
          </Stack>
        )}
      </SharedForm>
      {shownOverlap && (
        // Kept mounted after its answer, so its exit plays; opens again for the next overlap.
        <ConfirmDialog
          open={overlap !== null}
          title={STAFF_MESSAGES.overlapTitle}
          message={STAFF_MESSAGES.overlapMessage(shownOverlap.name, shownOverlap.events.map((event) => event.eventName))}
          confirmLabel={STAFF_MESSAGES.overlapConfirm}
          onClose={() => setOverlap(null)}
          // A refusal closes the question; its reason shows in the dialog behind.
          onConfirm={() => assign(shownOverlap.body).catch(() => undefined)}
        />
      )}
    </FormDialog>
  );
}
