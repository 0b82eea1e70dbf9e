/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and action form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import type { ReactElement } from 'react';
import { formSourceFiles, mockApi, pressSubmitOnce, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
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

interface Case {
  name: string;
  render: () => ReactElement;
  /** The form opens with every required field filled: nothing to flag. */
  opensFilled?: true;
}

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, Case[]> = {
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

it('covers every form of the app', () => {
  expect(Object.keys(CASES).sort()).toEqual(formSourceFiles(`${__dirname}/..`));
});

describe.each(Object.values(CASES).flat().map((c) => [c.name, c] as const))('%s', (_name, c) => {
  it('one press of the submit button on the empty form flags every empty required field and focuses the first', async () => {
    mockApi({ 'GET /api/employees': { body: emptyPage }, 'GET /api/service-catalog': { body: emptyPage }, 'GET /api/event-employees': { body: emptyPage } });
    const { user } = renderWithProviders(c.render(), { session: SESSION });
    const dialog = await screen.findByRole('dialog');
    const form = await waitFor(() => dialog.querySelector('form') ?? Promise.reject(new Error('no form yet')));
    const result = await pressSubmitOnce(user, form as HTMLFormElement);
    if (c.opensFilled) expect(result.emptyRequired).toEqual([]);
    else expect(result.emptyRequired.length).toBeGreaterThan(0);
    expect(result.shownOnPress).toEqual([]);
    expect(result.flagged).toEqual(expect.arrayContaining(result.emptyRequired));
    if (result.flagged.length > 0) expect(result.focused).toBe(result.flagged[0]);
    expect(form.querySelector('button[type=submit]')).not.toBeDisabled();
  });
});
