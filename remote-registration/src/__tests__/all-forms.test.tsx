/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and action form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import type { Employee } from '@sge/shared/contract';
import { describeAllForms, type FormCase } from '@sge/shared/testing';
import { EmployeeFormDialog } from '../features/employees/components/employee-form-dialog';
import { anEmployee } from '../features/employees/__tests__/fixtures';
import { CreateInvitationDialog } from '../features/registration/components/create-invitation-dialog';
import { ApproveDialog, RejectDialog } from '../features/registration/components/review-dialogs';
import { WorkerForm } from '../features/registration/components/worker-form';
import { aPage, aRequest } from '../features/registration/__tests__/fixtures';

jest.setTimeout(90_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 } as const;

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, FormCase[]> = {
  'features/employees/components/employee-form-dialog.tsx': [
    { name: 'Novo funcionário', render: () => <EmployeeFormDialog open onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar funcionário',
      render: () => <EmployeeFormDialog open employee={{ ...anEmployee(), name: '', cpf: '', phone: '', function: '' } as Employee} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/registration/components/create-invitation-dialog.tsx': [{ name: 'Novo link de convite', render: () => <CreateInvitationDialog open onClose={noop} onCreated={noop} /> }],
  'features/registration/components/review-dialogs.tsx': [
    { name: 'Aprovar', render: () => <ApproveDialog open request={aRequest({ function: '' } as never)} onClose={noop} onDone={noop} /> },
    { name: 'Rejeitar', render: () => <RejectDialog open request={aRequest()} onClose={noop} onDone={noop} /> },
  ],
  'features/registration/components/worker-form.tsx': [
    { name: 'Pré-cadastro', inPage: true, render: () => <WorkerForm aria-label="Pré-cadastro" submitLabel="Enviar pré-cadastro" onSubmit={async () => undefined} /> },
  ],
};

describeAllForms({ srcDir: `${__dirname}/..`, cases: CASES, session: SESSION, api: {
    'GET /api/service-catalog': { body: aPage([]) },
    'GET /api/events': { body: aPage([]) },
    'GET /api/service-catalog/functions': { body: { data: [] } },
  } });
