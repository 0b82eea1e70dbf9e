import { useState, type ReactNode } from 'react';
import { parseMoneyInput, type CreateEventEmployee, type RequestPayment, type SyncOffline, type UpdateEventEmployee } from '@sge/shared/contract';
import { Button, Card, HStack, Heading, SimpleGrid, Stack } from '@sge/shared/ui';
import type { RunApiCall } from '../../../components/api-call-log';
import { TestField, TestSelect, positiveId, toIsoMoment } from '../../../components/test-field';
import {
  STAFF_PATHS,
  checkInEventEmployee,
  checkOutEventEmployee,
  confirmEventEmployeePayment,
  createEventEmployee,
  deleteEventEmployee,
  getApprovedServices,
  getAvailableQuantities,
  getAvailableQuantitiesByDay,
  getEventEmployees,
  getEventEmployeesByEmployee,
  getEventEmployeesByEvent,
  getEventEmployeesByEventAndEmployee,
  getEventEmployeesByEventDay,
  getPaymentRequest,
  getServiceLimits,
  requestEventEmployeePayment,
  syncOfflineEventEmployee,
  updateEventEmployee,
  type StaffRequestOptions,
} from '../api';

export interface StaffApiTesterProps {
  run: RunApiCall;
  running: string | null;
  eventId: number | null;
  /** YYYY-MM-DD, or '' when not typed. */
  day: string;
}

const quiet: StaffRequestOptions = { notifyError: false };

/** One button of the tester: shown with its label, enabled when its inputs are there. */
interface Call {
  label: string;
  ready: boolean;
  onRun: () => unknown;
}

function CallGroup({ title, calls, running }: { title: string; calls: Call[]; running: string | null }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <HStack gap="2" wrap="wrap">
        {calls.map((call) => (
          <Button
            key={call.label}
            size="sm"
            variant="outline"
            loading={running === call.label}
            disabled={running !== null || !call.ready}
            onClick={() => void call.onRun()}
          >
            {call.label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * Runs each Event-employee call (SPEC §7) with the inputs typed here (and the event and day typed
 * above) and logs what the API answered.
 */
export function StaffApiTester({ run, running, eventId, day }: StaffApiTesterProps) {
  const [employeeText, setEmployeeText] = useState('');
  const [linkText, setLinkText] = useState('');
  const [paymentRequestText, setPaymentRequestText] = useState('');
  const [fn, setFn] = useState('');
  const [payRate, setPayRate] = useState('');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [timeDate, setTimeDate] = useState('');
  const [time, setTime] = useState('');
  const [offlineType, setOfflineType] = useState<'checkin' | 'checkout'>('checkin');
  const employeeId = positiveId(employeeText);
  const linkId = positiveId(linkText);
  const paymentRequestId = positiveId(paymentRequestText);
  const timeIso = toIsoMoment(timeDate, time);

  const ev = eventId ?? 0;
  const emp = employeeId ?? 0;
  const link = linkId ?? 0;
  const money = (text: string): string | undefined => parseMoneyInput(text) ?? undefined;
  const checkBody = () => (timeIso ? { time: timeIso } : undefined);

  const createBody = (): CreateEventEmployee => ({
    eventId: ev,
    employeeId: emp,
    eventDay: day,
    ...(fn.trim() ? { function: fn.trim() } : {}),
    ...(money(payRate) ? { payRate: money(payRate) } : {}),
  });
  const updateBody = (): UpdateEventEmployee => ({ function: fn.trim(), payRate: money(payRate) ?? payRate });
  const paymentBody = (): RequestPayment => ({ ...(money(amount) ? { amount: money(amount) } : {}), ...(notes.trim() ? { notes: notes.trim() } : {}) });
  const syncBody = (): SyncOffline => {
    const at = timeIso ?? new Date().toISOString();
    const checkin = offlineType === 'checkin';
    return {
      eventId: ev,
      employeeId: emp,
      shouldUpdateCheckin: checkin,
      shouldUpdateCheckout: !checkin,
      checkinTime: checkin ? at : null,
      checkoutTime: checkin ? null : at,
      localRecord: { eventId: ev, employeeId: emp, type: offlineType, syncStatus: 'PENDING', timestamp: Date.now(), ...(checkin ? { checkinTime: at } : { checkoutTime: at }) },
    };
  };

  const get = <T,>(label: string, path: string, call: () => Promise<T>) => run(label, { method: 'GET', path }, call);

  const queries: Call[] = [
    { label: 'Listar vínculos', ready: true, onRun: () => get('Listar vínculos', STAFF_PATHS.list, () => getEventEmployees(quiet)) },
    { label: 'Vínculos do evento', ready: eventId !== null, onRun: () => get('Vínculos do evento', STAFF_PATHS.byEvent(ev), () => getEventEmployeesByEvent(ev, quiet)) },
    {
      label: 'Vínculos do dia',
      ready: eventId !== null && day !== '',
      onRun: () => get('Vínculos do dia', STAFF_PATHS.byEventDay(ev, day), () => getEventEmployeesByEventDay(ev, day, quiet)),
    },
    {
      label: 'Vínculos do funcionário',
      ready: employeeId !== null,
      onRun: () => get('Vínculos do funcionário', STAFF_PATHS.byEmployee(emp), () => getEventEmployeesByEmployee(emp, quiet)),
    },
    {
      label: 'Vínculos do funcionário no evento',
      ready: eventId !== null && employeeId !== null,
      onRun: () =>
        get('Vínculos do funcionário no evento', STAFF_PATHS.byEventEmployee(ev, emp), () => getEventEmployeesByEventAndEmployee(ev, emp, quiet)),
    },
  ];

  const changes: Call[] = [
    {
      label: 'Criar vínculo',
      ready: eventId !== null && employeeId !== null && day !== '',
      onRun: async () => {
        const body = createBody();
        const created = await run('Criar vínculo', { method: 'POST', path: STAFF_PATHS.list, body }, () => createEventEmployee(body, quiet));
        if (created) setLinkText(String(created.id));
      },
    },
    {
      label: 'Atualizar vínculo',
      ready: linkId !== null,
      onRun: () => {
        const body = updateBody();
        return run('Atualizar vínculo', { method: 'PUT', path: STAFF_PATHS.link(link), body }, () => updateEventEmployee(link, body, quiet));
      },
    },
    {
      label: 'Excluir vínculo',
      ready: linkId !== null,
      onRun: () => run('Excluir vínculo', { method: 'DELETE', path: STAFF_PATHS.link(link) }, () => deleteEventEmployee(link, quiet)),
    },
  ];

  const attendance: Call[] = [
    {
      label: 'Registrar entrada',
      ready: linkId !== null,
      onRun: () =>
        run('Registrar entrada', { method: 'PATCH', path: STAFF_PATHS.checkIn(link), body: checkBody() }, () => checkInEventEmployee(link, checkBody(), quiet)),
    },
    {
      label: 'Registrar saída',
      ready: linkId !== null,
      onRun: () =>
        run('Registrar saída', { method: 'PATCH', path: STAFF_PATHS.checkOut(link), body: checkBody() }, () => checkOutEventEmployee(link, checkBody(), quiet)),
    },
    {
      label: 'Sincronizar offline',
      ready: linkId !== null && eventId !== null && employeeId !== null,
      onRun: () => {
        const body = syncBody();
        return run('Sincronizar offline', { method: 'PATCH', path: STAFF_PATHS.syncOffline(link), body }, () => syncOfflineEventEmployee(link, body, quiet));
      },
    },
  ];

  const payments: Call[] = [
    {
      label: 'Solicitar pagamento',
      ready: linkId !== null,
      onRun: async () => {
        const body = paymentBody();
        const reply = await run('Solicitar pagamento', { method: 'PATCH', path: STAFF_PATHS.requestPayment(link), body }, () =>
          requestEventEmployeePayment(link, body, quiet),
        );
        if (reply) setPaymentRequestText(String(reply.paymentRequestId));
      },
    },
    {
      label: 'Confirmar pagamento',
      ready: linkId !== null,
      onRun: () => run('Confirmar pagamento', { method: 'PATCH', path: STAFF_PATHS.confirmPayment(link) }, () => confirmEventEmployeePayment(link, quiet)),
    },
    {
      label: 'Buscar solicitação de pagamento',
      ready: paymentRequestId !== null,
      onRun: () => {
        const id = paymentRequestId ?? 0;
        return get('Buscar solicitação de pagamento', STAFF_PATHS.paymentRequest(id), () => getPaymentRequest(id, quiet));
      },
    },
  ];

  const budget: Call[] = [
    { label: 'Limites de serviço', ready: eventId !== null, onRun: () => get('Limites de serviço', STAFF_PATHS.serviceLimits(ev), () => getServiceLimits(ev, quiet)) },
    {
      label: 'Quantidades disponíveis',
      ready: eventId !== null,
      onRun: () => get('Quantidades disponíveis', STAFF_PATHS.availableQuantities(ev), () => getAvailableQuantities(ev, quiet)),
    },
    {
      label: 'Quantidades disponíveis do dia',
      ready: eventId !== null && day !== '',
      onRun: () =>
        get('Quantidades disponíveis do dia', STAFF_PATHS.availableQuantitiesByDay(ev, day), () => getAvailableQuantitiesByDay(ev, day, quiet)),
    },
    {
      label: 'Serviços aprovados',
      ready: eventId !== null,
      onRun: () => get('Serviços aprovados', STAFF_PATHS.approvedServices(ev), () => getApprovedServices(ev, quiet)),
    },
  ];

  const section = (title: string, calls: Call[]): ReactNode => <CallGroup title={title} calls={calls} running={running} />;

  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Funcionários do evento
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TestField label="ID do funcionário" type="number" value={employeeText} onChange={setEmployeeText} />
          <TestField label="ID do vínculo" type="number" value={linkText} onChange={setLinkText} />
          <TestField label="ID da solicitação de pagamento" type="number" value={paymentRequestText} onChange={setPaymentRequestText} />
          <TestField label="Função" value={fn} onChange={setFn} placeholder="Garçom" />
          <TestField label="Valor da diária" value={payRate} onChange={setPayRate} placeholder="150,00" />
          <TestField label="Data do horário" type="date" value={timeDate} onChange={setTimeDate} />
          <TestField label="Hora do horário" type="time" value={time} onChange={setTime} />
          <TestField label="Valor do pagamento" value={amount} onChange={setAmount} placeholder="150,00" />
          <TestField label="Observações" value={notes} onChange={setNotes} />
          <TestSelect
            label="Tipo do registro offline"
            value={offlineType}
            onChange={(v) => setOfflineType(v === 'checkout' ? 'checkout' : 'checkin')}
            options={[
              { value: 'checkin', label: 'Entrada' },
              { value: 'checkout', label: 'Saída' },
            ]}
          />
        </SimpleGrid>
        {section('Consultas', queries)}
        {section('Escala', changes)}
        {section('Entrada e saída', attendance)}
        {section('Pagamento', payments)}
        {section('Orçamento aprovado', budget)}
      </Card.Body>
    </Card.Root>
  );
}
