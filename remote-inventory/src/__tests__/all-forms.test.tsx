/**
 * Every form of the app, on the first press (SPEC §5): each create, edit and movement form is
 * mounted empty and its submit button pressed once; every empty required field must be flagged
 * and the first focused. The list of forms is read from the sources: a new form fails this test
 * until it is added to CASES.
 */
import type { ReactElement } from 'react';
import type { InventoryItem } from '@sge/shared/contract';
import { formSourceFiles, mockApi, pressSubmitOnce, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { ItemFormDialog } from '../features/items/components/item-form-dialog';
import { TransactionForm } from '../features/transactions/components/transaction-form';
import { aPage, anItem } from '../testing/fixtures';

jest.setTimeout(90_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 } as const;

interface Case {
  name: string;
  render: () => ReactElement;
  /** Not in a dialog (a page's form). */
  inPage?: true;
}

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, Case[]> = {
  'features/items/components/item-form-dialog.tsx': [
    { name: 'Novo item', render: () => <ItemFormDialog open onClose={noop} onSaved={noop} /> },
    { name: 'Editar item', render: () => <ItemFormDialog open item={{ ...anItem(), name: '', sku: '', unit: '' } as InventoryItem} onClose={noop} onSaved={noop} /> },
  ],
  'features/transactions/components/transaction-form.tsx': [{ name: 'Nova movimentação', inPage: true, render: () => <TransactionForm onPosted={noop} /> }],
};

it('covers every form of the app', () => {
  expect(Object.keys(CASES).sort()).toEqual(formSourceFiles(`${__dirname}/..`));
});

describe.each(Object.values(CASES).flat().map((c) => [c.name, c] as const))('%s', (_name, c) => {
  it('one press of the submit button on the empty form flags every empty required field and focuses the first', async () => {
    mockApi({
      'GET /api/inventory/items': { body: aPage([anItem()]) },
      'GET /api/events': { body: aPage([]) },
      'GET /api/inventory/categories': { body: { data: [] } },
    });
    const { user } = renderWithProviders(c.render(), { session: SESSION });
    const root = c.inPage ? document.body : await screen.findByRole('dialog');
    const form = await waitFor(() => root.querySelector('form') ?? Promise.reject(new Error('no form yet')));
    const result = await pressSubmitOnce(user, form as HTMLFormElement);
    expect(result.emptyRequired.length).toBeGreaterThan(0);
    expect(result.shownOnPress).toEqual([]);
    expect(result.flagged).toEqual(expect.arrayContaining(result.emptyRequired));
    expect(result.focused).toBe(result.flagged[0]);
    expect(form.querySelector('button[type=submit]')).not.toBeDisabled();
  });
});
