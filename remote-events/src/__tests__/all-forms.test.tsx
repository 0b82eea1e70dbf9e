/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and action form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import { describeAllForms, type FormCase } from '@sge/shared/testing';
import { AssignEmployeeDialog } from '../features/event-staff/components/assign-employee-dialog';
import { EditAssignmentDialog } from '../features/event-staff/components/edit-assignment-dialog';
import { RequestPaymentDialog } from '../features/event-staff/components/request-payment-dialog';
import { aLink } from '../features/event-staff/__tests__/fixtures';
import { AddDayDialog } from '../features/events/components/add-day-dialog';
import { EventFormDialog } from '../features/events/components/event-form-dialog';
import { anEvent } from '../features/events/__tests__/fixtures';

jest.setTimeout(90_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 } as const;
const emptyPage = { data: [], meta: { total: 0, page: 1, pageSize: 25 } };

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, FormCase[]> = {
  'features/events/components/event-form-dialog.tsx': [
    { name: 'Novo evento', render: () => <EventFormDialog open onClose={noop} onSaved={noop} /> },
    { name: 'Editar evento', render: () => <EventFormDialog open event={{ ...anEvent(), name: '', location: '' } as never} onClose={noop} onSaved={noop} /> },
  ],
  'features/events/components/add-day-dialog.tsx': [{ name: 'Adicionar dia', render: () => <AddDayDialog open event={anEvent()} onClose={noop} /> }],
  'features/event-staff/components/assign-employee-dialog.tsx': [
    { name: 'Escalar funcionário', render: () => <AssignEmployeeDialog open eventId={1} day="2030-01-10" assignedIds={[]} onClose={noop} /> },
  ],
  'features/event-staff/components/edit-assignment-dialog.tsx': [
    { name: 'Editar escala', render: () => <EditAssignmentDialog open link={{ ...aLink(), function: '', payRate: '' } as never} onClose={noop} /> },
  ],
  'features/event-staff/components/request-payment-dialog.tsx': [
    { name: 'Solicitar pagamento', opensFilled: true, render: () => <RequestPaymentDialog open link={aLink()} onClose={noop} /> },
  ],
};

describeAllForms({ srcDir: `${__dirname}/..`, cases: CASES, session: SESSION, api: { 'GET /api/employees': { body: emptyPage }, 'GET /api/service-catalog': { body: emptyPage }, 'GET /api/event-employees': { body: emptyPage } } });
