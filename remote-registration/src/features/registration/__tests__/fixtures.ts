import type { InvitationLink, RegistrationRequest } from '@sge/shared/contract';
import { fireEvent, screen, within, type userEvent } from '@sge/shared/testing';

export function aLink(overrides: Partial<InvitationLink> = {}): InvitationLink {
  return {
    id: 1,
    label: 'Equipe do casamento',
    token: 'tok_AbC-123_xyz',
    expiresOn: '2030-01-31',
    maxUses: 20,
    uses: 2,
    eventId: null,
    eventName: null,
    function: null,
    status: 'ACTIVE',
    createdAt: '2026-01-10T12:00:00.000Z',
    createdByName: 'Administrador',
    revokedAt: null,
    ...overrides,
  };
}

export function aRequest(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    id: 1,
    status: 'PENDING',
    source: 'LINK',
    name: 'Carla Mendes',
    cpf: '52998224725',
    birthDate: '1995-04-12',
    phone: '11987654321',
    email: 'carla@example.com',
    address: 'Rua das Flores, 100 - São Paulo/SP',
    function: 'Garçom',
    pixKey: 'carla-pix@example.com',
    consentAt: '2026-01-10T12:00:00.000Z',
    linkId: 1,
    linkLabel: 'Equipe do casamento',
    eventId: null,
    eventName: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    createdByName: null,
    reviewedAt: null,
    reviewedByName: null,
    rejectionReason: null,
    employeeId: null,
    duplicateEmployeeId: null,
    duplicateRequestIds: [],
    ...overrides,
  };
}

export const WORKER = {
  name: 'Carla Mendes',
  cpf: '529.982.247-25',
  birthDate: '1995-04-12',
  phone: '(11) 98765-4321',
  email: 'carla@example.com',
  pixKey: 'carla@example.com',
  function: 'Garçom',
  address: 'Rua das Flores, 100 - São Paulo/SP',
};

/** The body the form sends for WORKER. */
export const WORKER_BODY = {
  name: 'Carla Mendes',
  cpf: '52998224725',
  birthDate: '1995-04-12',
  phone: '11987654321',
  email: 'carla@example.com',
  address: 'Rua das Flores, 100 - São Paulo/SP',
  function: 'Garçom',
  pixKey: 'carla@example.com',
  consent: true,
};

type User = ReturnType<typeof userEvent.setup>;

/** Sets a text field as if typed (one change, then blur): typing every character is slow on Chakra. */
export function setText(control: HTMLElement, value: string): void {
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

/** Fills the worker form (public page or /register) inside `form`. */
export async function fillWorkerForm(user: User, form: HTMLElement, values: Partial<typeof WORKER> = {}, consent = true) {
  const v = { ...WORKER, ...values };
  const f = within(form);
  await user.type(f.getByRole('textbox', { name: /^Nome completo/ }), v.name);
  setText(f.getByRole('textbox', { name: /^CPF/ }), v.cpf);
  setText(f.getByLabelText(/^Data de nascimento/), v.birthDate);
  setText(f.getByRole('textbox', { name: /^Telefone/ }), v.phone);
  setText(f.getByRole('textbox', { name: /^E-mail/ }), v.email);
  setText(f.getByRole('textbox', { name: /^Chave PIX/ }), v.pixKey);
  await user.selectOptions(f.getByRole('combobox', { name: /^Função desejada/ }), v.function);
  setText(f.getByRole('textbox', { name: /^Endereço/ }), v.address);
  if (consent) await user.click(f.getByRole('checkbox', { name: /tratamento d/ }));
}

export const formNamed = (name: string) => screen.getByRole('form', { name });

/** A paged list's answer (issue 14): the rows as one page, with its meta. */
export const aPage = <T>(data: T[], meta: Partial<{ total: number; page: number; pageSize: number }> = {}) => ({
  data,
  meta: { total: data.length, page: 1, pageSize: 25, ...meta },
});
