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

/** `employeeIds`: the picked employees' ids, comma-separated (a form value is a string). */
type AssignValues = { employeeIds: string; function: string; payRate: string };

const EMPTY: AssignValues = { employeeIds: '', function: '', payRate: '' };

/** The form's values for these picks: one person's function and pay rate to confirm, or none for several. */
const valuesFor = (picked: Employee[]): AssignValues => ({
  employeeIds: picked.map((e) => e.id).join(','),
  function: picked.length === 1 ? picked[0]!.function : '',
  payRate: picked.length === 1 ? decimalToMoneyInput(picked[0]!.payRate) : '',
});

const idsOf = (value: unknown): number[] => (typeof value === 'string' && value ? value.split(',').map(Number) : []);

/** The double-booking question for one person, answered by the user. */
interface OverlapQuestion {
  name: string;
  events: EmployeeDayOverlap[];
  answer: (book: boolean) => void;
}

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
 * 'Escalar funcionário': search the active employees (name or CPF, on the server) and pick one or
 * several (the picks stay while the search changes). One picked: confirm their function and pay rate
 * for the day (pre-filled from the employee); several: each keeps their own. An employee already on
 * the day is refused here. Each person goes through the server's dry run first: when they already
 * work another event that day, a confirmation names it, and only 'Escalar mesmo assim' books them
 * (with `confirmOverlap`); 'Cancelar' leaves that person picked and goes on with the others. The
 * server's refusals (e.g. the budget's limit) show in the dialog, by name when several were picked;
 * the dialog closes once everyone picked is booked.
 */
export function AssignEmployeeDialog({ open, eventId, day, assignedIds, onClose }: AssignEmployeeDialogProps) {
  const add = useStaffStore((s) => s.add);
  const [query, setQuery] = useState('');
  const { employees, total, status, retry } = useEmployeeSearch(open, query);
  // The people picked stay chosen (and named) while the search changes the list.
  const [selected, setSelected] = useState<Employee[]>([]);
  const [reason, setReason] = useState<string | null>(null);
  const [question, setQuestion] = useState<OverlapQuestion | null>(null);
  // The last question asked: it stays on screen while it animates out.
  const [shownQuestion, setShownQuestion] = useState(question);
  if (question && question !== shownQuestion) setShownQuestion(question);
  const formId = `assign-${useId().replace(/:/g, '')}`;
  const single = selected.length <= 1;
  // After a partial booking the form starts again from the picks left.
  const [initial, setInitial] = useState<{ values: AssignValues; key: number }>({ values: EMPTY, key: 0 });

  const fields = useMemo<FormFieldConfig<AssignValues>[]>(
    () => [
      {
        name: 'employeeIds',
        label: 'Funcionário',
        rules: [
          (value) => idsOf(value).length > 0 || STAFF_MESSAGES.pickEmployee,
          (value) => !idsOf(value).some((id) => assignedIds.includes(id)) || STAFF_MESSAGES.alreadyOnDay,
        ],
      },
      // Several picked: each is booked with their own function and pay rate.
      ...(single
        ? ([
            { name: 'function', label: 'Função', type: 'select', required: true, options: functionOptions(selected.map((e) => e.function)) },
            { name: 'payRate', label: 'Valor da diária', type: 'money', required: true, rules: [rules.money] },
          ] satisfies FormFieldConfig<AssignValues>[])
        : []),
    ],
    [assignedIds, selected, single],
  );

  const close = () => {
    setQuery('');
    setSelected([]);
    setInitial((current) => ({ values: EMPTY, key: current.key + 1 }));
    setReason(null);
    setQuestion(null);
    onClose();
  };

  /** Asks whether to book someone who works another event that day; true for 'Escalar mesmo assim'. */
  const ask = (name: string, events: EmployeeDayOverlap[]) =>
    new Promise<boolean>((resolve) => {
      let answered = false;
      setQuestion({
        name,
        events,
        answer: (book) => {
          if (answered) return;
          answered = true;
          setQuestion(null);
          resolve(book);
        },
      });
    });

  /** Books one person: the dry run, the question when they work elsewhere that day, then the booking. 'declined' when the user said no. */
  const book = async (employee: Employee, body: CreateEventEmployee): Promise<'booked' | 'declined'> => {
    let others: EmployeeDayOverlap[];
    try {
      ({ overlaps: others } = await checkEventEmployee(body, { notifyError: false }));
    } catch (error) {
      // Told like the store tells a failed assignment: the notification, and the server's reason here.
      if (!alreadyReported(error)) notify.error(STAFF_STORE_ERRORS.add);
      throw error;
    }
    if (others.length > 0 && !(await ask(employee.name, others))) return 'declined';
    await add(others.length > 0 ? { ...body, confirmOverlap: true } : body);
    return 'booked';
  };

  const save = async (values: AssignValues) => {
    setReason(null);
    const picked = selected.filter((employee) => idsOf(values.employeeIds).includes(employee.id));
    const booked: Employee[] = [];
    const refusals: string[] = [];
    for (const employee of picked) {
      const body: CreateEventEmployee = {
        eventId,
        employeeId: employee.id,
        eventDay: day,
        ...(single ? { function: values.function, payRate: parseMoneyInput(values.payRate) ?? undefined } : {}),
      };
      try {
        if ((await book(employee, body)) === 'booked') booked.push(employee);
      } catch (error) {
        // Without a reason (the network, the session) the notification has said it.
        const why = refusalReason(error);
        if (why) refusals.push(single ? why : `${employee.name}: ${why}`);
      }
    }
    if (booked.length > 0) notify.success(booked.length === 1 ? STAFF_MESSAGES.assigned : STAFF_MESSAGES.assignedMany(booked.length));
    if (booked.length === picked.length) return close();
    // Those not booked stay picked, with the server's reasons.
    const left = selected.filter((employee) => !booked.includes(employee));
    setSelected(left);
    if (booked.length > 0) setInitial((current) => ({ values: valuesFor(left), key: current.key + 1 }));
    if (refusals.length > 0) {
      setReason(refusals.join(' · '));
      throw new Error(refusals.join(' · '));
    }
  };

  const toggle = (form: SharedFormApi<AssignValues>, employee: Employee) => {
    const next = selected.some((e) => e.id === employee.id) ? selected.filter((e) => e.id !== employee.id) : [...selected, employee];
    setSelected(next);
    const values = valuesFor(next);
    form.setValue('employeeIds', values.employeeIds);
    // One picked: their function and pay rate, to confirm or change.
    if (next.length === 1) {
      form.setValue('function', values.function);
      form.setValue('payRate', values.payRate);
    }
    form.touch('employeeIds');
  };

  const renderPicker = (form: SharedFormApi<AssignValues>) => {
    const error = form.errors.employeeIds;
    const picked = idsOf(form.values.employeeIds);
    return (
      <chakra.fieldset id={`${formId}-employeeIds`} tabIndex={-1} aria-describedby={error ? `${formId}-employeeIds-error` : undefined} minW="0">
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
                        type="checkbox"
                        value={employee.id}
                        checked={picked.includes(employee.id)}
                        onChange={() => toggle(form, employee)}
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
        {selected.length === 1 && <Text mt="2" fontSize="sm">{`Selecionado: ${selected[0]!.name}`}</Text>}
        {selected.length > 1 && (
          <Box mt="2">
            <Text fontSize="sm">{STAFF_MESSAGES.selectedMany(selected.map((e) => e.name))}</Text>
            {/* A pick the search no longer shows can still be taken back. */}
            <Stack direction="row" wrap="wrap" gap="2" mt="1">
              {selected.map((employee) => (
                <Button key={employee.id} size="xs" variant="outline" aria-label={STAFF_MESSAGES.unpick(employee.name)} onClick={() => toggle(form, employee)}>
                  {employee.name} ✕
                </Button>
              ))}
            </Stack>
          </Box>
        )}
        {error && (
          <Text id={`${formId}-employeeIds-error`} mt="2" fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </chakra.fieldset>
    );
  };

  return (
    <FormDialog open={open} onClose={close} title={`Escalar funcionário em ${formatDate(day)}`} scrollBehavior="inside" size="lg">
      <SharedForm
        key={initial.key}
        id={formId}
        aria-label="Escalar funcionário"
        fields={fields}
        initialValues={initial.values}
        onSubmit={save}
        onCancel={close}
        submitLabel="Escalar"
      >
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
            {single ? (
              <>
                {form.renderField('function')}
                {form.renderField('payRate')}
              </>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {STAFF_MESSAGES.ownTerms}
              </Text>
            )}
          </Stack>
        )}
      </SharedForm>
      {shownQuestion && (
        // Kept mounted after its answer, so its exit plays; opens again for the next person.
        <ConfirmDialog
          open={question !== null}
          title={STAFF_MESSAGES.overlapTitle}
          message={STAFF_MESSAGES.overlapMessage(shownQuestion.name, shownQuestion.events.map((event) => event.eventName))}
          confirmLabel={STAFF_MESSAGES.overlapConfirm}
          onClose={() => question?.answer(false)}
          onConfirm={() => question?.answer(true)}
        />
      )}
    </FormDialog>
  );
}
