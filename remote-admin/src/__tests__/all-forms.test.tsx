/**
 * Every form of the app, on the first press (SPEC §5): each create and edit form is mounted empty
 * and its submit button pressed once; every empty required field must be flagged and the first
 * focused. The list of forms is read from the sources: a new form fails this test until it is
 * added to CASES.
 */
import type { SystemSettings } from '@sge/shared/contract';
import { describeAllForms, type FormCase } from '@sge/shared/testing';
import { GatewayFormDialog } from '../features/payment-gateways/components/gateway-form-dialog';
import { CategoryFormDialog } from '../features/categories/components/category-form-dialog';
import { ServiceFormDialog } from '../features/service-catalog/components/service-form-dialog';
import { SettingsForm } from '../features/settings/components/settings-form';
import { ChangePasswordDialog } from '../features/users/components/change-password-dialog';
import { UserFormDialog } from '../features/users/components/user-form-dialog';
import { ADMIN_SESSION, aCategory, aGateway, aService, aUser } from './fixtures';

jest.setTimeout(60_000);

// No Node types in the remotes: the one Node name used is declared.
declare const __dirname: string;

const noop = () => undefined;
const blank = <T,>(value: T, fields: Partial<Record<keyof T, unknown>>): T => ({ ...value, ...fields }) as T;

/** Each form file and how to mount its forms empty (create, and edit on a record with blank fields). */
const CASES: Record<string, FormCase[]> = {
  'features/users/components/user-form-dialog.tsx': [
    { name: 'Novo usuário', form: 'Novo usuário', render: () => <UserFormDialog open onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar usuário',
      form: 'Editar usuário',
      render: () => <UserFormDialog open user={blank(aUser(), { name: '', username: '', role: '' })} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/users/components/change-password-dialog.tsx': [
    { name: 'Alterar senha', form: 'Alterar senha', render: () => <ChangePasswordDialog open user={aUser()} onClose={noop} onChanged={noop} /> },
  ],
  'features/categories/components/category-form-dialog.tsx': [
    { name: 'Nova categoria', form: 'Nova categoria', render: () => <CategoryFormDialog open categories={[]} onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar categoria',
      form: 'Editar categoria',
      render: () => <CategoryFormDialog open category={blank(aCategory(), { name: '', type: '', color: '' })} categories={[]} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/service-catalog/components/service-form-dialog.tsx': [
    { name: 'Novo serviço', form: 'Novo serviço', render: () => <ServiceFormDialog open onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar serviço',
      form: 'Editar serviço',
      render: () => <ServiceFormDialog open service={blank(aService(), { name: '', unit: '', unitPrice: '', staffPerUnit: null })} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/payment-gateways/components/gateway-form-dialog.tsx': [
    { name: 'Novo gateway', form: 'Novo gateway', render: () => <GatewayFormDialog open onClose={noop} onSaved={noop} /> },
    {
      name: 'Editar gateway',
      form: 'Editar gateway',
      render: () => <GatewayFormDialog open gateway={blank(aGateway(), { name: '', environment: '' })} onClose={noop} onSaved={noop} />,
    },
  ],
  'features/settings/components/settings-form.tsx': [
    {
      name: 'Configurações do sistema',
      form: 'Configurações do sistema',
      render: () => (
        <SettingsForm
          settings={{ companyName: '', cnpj: null, address: null, logoUrl: null, dueSoonDays: null, offlinePurgeDays: null, clockSkewMinutes: null } as unknown as SystemSettings}
          onSaved={noop}
        />
      ),
    },
  ],
};

describeAllForms({ srcDir: `${__dirname}/..`, cases: CASES, session: ADMIN_SESSION });
