/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and movement form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import type { InventoryItem } from '@sge/shared/contract';
import { describeAllForms, type FormCase } from '@sge/shared/testing';
import { ItemFormDialog } from '../features/items/components/item-form-dialog';
import { TransactionForm } from '../features/transactions/components/transaction-form';
import { aPage, anItem } from '../testing/fixtures';

jest.setTimeout(90_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 } as const;

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, FormCase[]> = {
  'features/items/components/item-form-dialog.tsx': [
    { name: 'Novo item', render: () => <ItemFormDialog open onClose={noop} onSaved={noop} /> },
    { name: 'Editar item', render: () => <ItemFormDialog open item={{ ...anItem(), name: '', sku: '', unit: '' } as InventoryItem} onClose={noop} onSaved={noop} /> },
  ],
  'features/transactions/components/transaction-form.tsx': [{ name: 'Nova movimentação', inPage: true, render: () => <TransactionForm onPosted={noop} /> }],
};

describeAllForms({ srcDir: `${__dirname}/..`, cases: CASES, session: SESSION, api: {
    'GET /api/inventory/items': { body: aPage([anItem()]) },
    'GET /api/events': { body: aPage([]) },
    'GET /api/inventory/categories': { body: { data: [] } },
  } });
