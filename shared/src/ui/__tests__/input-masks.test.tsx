import { renderWithProviders, screen } from '@sge/shared/testing';
import { maskCep, maskCpf, maskPhone, SharedForm } from '../index';

it('lays CPF digits out as 000.000.000-00 as they are typed, dropping anything else', () => {
  expect(['1', '123', '1234', '123456', '1234567', '123456789', '1234567890', '12345678909'].map(maskCpf)).toEqual([
    '1',
    '123',
    '123.4',
    '123.456',
    '123.456.7',
    '123.456.789',
    '123.456.789-0',
    '123.456.789-09',
  ]);
  expect(maskCpf('123.456.789-09999')).toBe('123.456.789-09');
  expect(maskCpf('abc')).toBe('');
});

it('lays phone digits out as (00) 00000-0000, or (00) 0000-0000 with ten digits', () => {
  expect(['1', '11', '119', '119876', '1198765', '1133224455', '11987654321'].map(maskPhone)).toEqual([
    '(1',
    '(11',
    '(11) 9',
    '(11) 9876',
    '(11) 9876-5',
    '(11) 3322-4455',
    '(11) 98765-4321',
  ]);
  expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
  expect(maskPhone('')).toBe('');
});

it('lays CEP digits out as 00000-000', () => {
  expect(['0131', '01310', '013101', '01310100', '01310-1009'].map(maskCep)).toEqual(['0131', '01310', '01310-1', '01310-100', '01310-100']);
});

it('a masked field of the shared form masks as you type and asks for the numeric keyboard', async () => {
  const { user } = renderWithProviders(
    <SharedForm
      initialValues={{ cpf: '', phone: '11987654321', cep: '' }}
      onSubmit={jest.fn()}
      fields={[
        { name: 'cpf', label: 'CPF', mask: 'cpf' },
        { name: 'phone', label: 'Telefone', mask: 'phone' },
        { name: 'cep', label: 'CEP', mask: 'cep' },
      ]}
    />,
  );
  const cpf = screen.getByLabelText('CPF');
  await user.type(cpf, '12345678909');
  expect(cpf).toHaveValue('123.456.789-09');
  expect(cpf).toHaveAttribute('inputMode', 'numeric');
  expect(cpf).toHaveAttribute('placeholder', '000.000.000-00');
  // A stored value (digits) shows masked too.
  expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
  expect(screen.getByLabelText('Telefone')).toHaveAttribute('inputMode', 'numeric');
  const cep = screen.getByLabelText('CEP');
  await user.type(cep, '01310a100');
  expect(cep).toHaveValue('01310-100');
  expect(cep).toHaveAttribute('inputMode', 'numeric');
});
