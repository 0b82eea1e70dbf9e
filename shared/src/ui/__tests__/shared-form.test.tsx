import { act, fireEvent, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { FormField, SharedForm, rules, type FormFieldConfig, type SharedFormProps } from '../index';

interface Employee {
  name: string;
  email: string;
  role: string;
  notes: string;
  salary: string;
  age: number | null;
  active: boolean;
  start: string;
}

const initialValues: Employee = {
  name: 'Ana',
  email: '',
  role: '',
  notes: '',
  salary: '',
  age: null,
  active: false,
  start: '',
};

const fields: FormFieldConfig<Employee>[] = [
  { name: 'name', label: 'Nome', required: true, rules: [rules.minLength(3)], helperText: 'Nome completo' },
  { name: 'email', label: 'E-mail', type: 'email', rules: [rules.required, rules.email], autoComplete: 'email' },
  {
    name: 'role',
    label: 'Função',
    type: 'select',
    options: [
      { label: 'Garçom', value: 'waiter' },
      { label: 'Segurança', value: 'security' },
    ],
  },
  { name: 'notes', label: 'Observações', type: 'textarea' },
  { name: 'salary', label: 'Diária', type: 'money', rules: [rules.money] },
  { name: 'age', label: 'Idade', type: 'number', rules: [rules.positive] },
  { name: 'active', label: 'Ativo', type: 'checkbox' },
  { name: 'start', label: 'Início', type: 'date', rules: [rules.date] },
];

function renderForm(props: Partial<SharedFormProps<Employee>> = {}) {
  const onSubmit = jest.fn<Promise<void>, [Employee]>().mockResolvedValue(undefined);
  const view = renderWithProviders(
    <SharedForm<Employee> initialValues={initialValues} fields={fields} onSubmit={onSubmit} aria-label="Funcionário" {...props} />,
  );
  return { ...view, onSubmit };
}

const save = () => screen.getByRole('button', { name: 'Salvar' });

describe('SharedForm', () => {
  it('renders every field with a visible label tied to its control', () => {
    renderForm();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).labels?.[0]).toHaveTextContent('E-mail*');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Função').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Observações').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Diária')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Idade')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
    expect(screen.getByLabelText('Início')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('marks required fields with an asterisk and aria-required, and links the helper text', () => {
    renderForm();
    const name = screen.getByLabelText(/^Nome/);
    expect((name as HTMLInputElement).labels?.[0]).toHaveTextContent('Nome*');
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('Nome completo');
    expect(screen.getByLabelText('Observações')).not.toBeRequired();
  });

  it('checks all fields on submit, shows the first failing rule and does not submit', async () => {
    const { user, onSubmit } = renderForm({ initialValues: { ...initialValues, name: '' } });
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/^Nome/);
    // required comes before minLength: only the first failing message shows.
    expect(name).toHaveAccessibleDescription('Campo obrigatório');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Mínimo de 3 caracteres')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(name).toHaveFocus();
    // Disabled while errors show (SPEC §5), through aria-disabled so a click still checks everything.
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows every invalid field at once when Salvar is clicked straight from the first field, and focuses the first', async () => {
    interface Person {
      name: string;
      cpf: string;
      city: string;
      accept: boolean;
    }
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SharedForm<Person>
        initialValues={{ name: '', cpf: '123', city: '', accept: false }}
        onSubmit={onSubmit}
        fields={[
          { name: 'name', label: 'Nome', required: true },
          { name: 'cpf', label: 'CPF', required: true, rules: [rules.cpf] },
          { name: 'city', label: 'Cidade', type: 'select', required: true, options: [{ label: 'Rio', value: 'rio' }] },
          { name: 'accept', label: 'Aceito', type: 'checkbox', required: true },
        ]}
      />,
    );
    // The user starts in the first field (where a dialog puts the focus) and clicks 'Salvar': the
    // blur of that field must not disable the button before the click lands.
    await user.click(screen.getByLabelText(/^Nome/));
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByLabelText(/^CPF/)).toHaveAccessibleDescription('CPF inválido');
    expect(screen.getByLabelText(/^Cidade/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByRole('checkbox', { name: /Aceito/ })).toHaveAccessibleDescription('Campo obrigatório');
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    expect(save()).toHaveAttribute('aria-disabled', 'true');
  });

  it('pressing Salvar changes nothing on screen before the release: the field keeps the focus, so no message moves the button away from the pointer', async () => {
    const { onSubmit } = renderForm({ initialValues: { ...initialValues, name: '' } });
    const name = screen.getByLabelText(/^Nome/);
    act(() => name.focus());
    // The press: a browser moves the focus (blurring the field) unless mousedown is prevented.
    const pressed = fireEvent.mouseDown(save());
    expect(pressed).toBe(false);
    expect(name).toHaveFocus();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(save()).not.toHaveAttribute('aria-disabled');
    // The release: the click checks every field at once.
    fireEvent.click(save());
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    expect(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with submitAlwaysEnabled the button never turns aria-disabled, and each press shows every error again and focuses the first', async () => {
    const { user, onSubmit } = renderForm({ initialValues: { ...initialValues, name: '' }, submitAlwaysEnabled: true });
    await user.click(save());
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(save()).not.toHaveAttribute('aria-disabled');
    expect(save()).not.toBeDisabled();
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.click(save());
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after a field shows its error, Salvar still reveals every other invalid field and focuses the first on the page', async () => {
    const { user, onSubmit } = renderForm({ initialValues: { ...initialValues, name: '' } });
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'ana');
    await user.tab();
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Idade'), '0');

    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obrigatório');
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(screen.getByLabelText('Idade')).toHaveAccessibleDescription('Valor deve ser maior que zero');
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus();

    // Enter in a field also checks everything.
    await user.clear(screen.getByLabelText(/^Nome/));
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText('Idade'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
  });

  it('focuses the first invalid field in page order in a custom layout', async () => {
    interface Pair {
      first: string;
      second: string;
    }
    const { user } = renderWithProviders(
      <SharedForm<Pair> initialValues={{ first: '', second: '' }} onSubmit={jest.fn()} rules={{ first: [rules.required], second: [rules.required] }}>
        {(form) => (
          <>
            {form.renderField({ name: 'second', label: 'Segundo' })}
            {form.renderField({ name: 'first', label: 'Primeiro' })}
          </>
        )}
      </SharedForm>,
    );
    await user.click(save());
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText(/^Segundo/)).toHaveFocus();
  });

  it('gives the message of the first failing rule in order', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText(/^Nome/);
    await user.clear(name);
    await user.type(name, 'Al');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Mínimo de 3 caracteres');
  });

  it('validates only after a field is touched, then live on every change', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'ana');
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(save()).not.toHaveAttribute('aria-disabled');

    await user.tab();
    expect(email).toHaveAccessibleDescription('E-mail inválido');
    expect(save()).toHaveAttribute('aria-disabled', 'true');

    await user.type(email, '@sge.com.br');
    expect(screen.queryByText('E-mail inválido')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(save()).not.toHaveAttribute('aria-disabled');
    expect(save()).toBeEnabled();
  });

  it('submits the typed values when valid and disables save with a spinner while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@sge.com.br');
    await user.selectOptions(screen.getByLabelText('Função'), 'security');
    await user.type(screen.getByLabelText('Diária'), '1.234,50');
    await user.type(screen.getByLabelText('Idade'), '30');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.type(screen.getByLabelText('Observações'), 'Noturno');
    await user.click(save());

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@sge.com.br',
      role: 'security',
      notes: 'Noturno',
      salary: '1.234,50',
      age: 30,
      active: true,
      start: '',
    });
    const saving = save();
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('data-loading');
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();

    await act(async () => finish());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(save()).not.toHaveAttribute('data-loading');
  });

  it('does not submit twice while saving', async () => {
    const onSubmit = jest.fn(() => new Promise<void>(() => {}));
    const { user } = renderForm({ onSubmit, initialValues: { ...initialValues, email: 'a@b.com' } });
    await user.click(save());
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('re-enables save when onSubmit fails, keeping the values', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('falhou'));
    const { user } = renderForm({ onSubmit, initialValues: { ...initialValues, email: 'a@b.com' } });
    await user.click(save());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('a@b.com');
  });

  it('"Cancelar" restores the initial values, clears errors and calls onCancel', async () => {
    const onCancel = jest.fn();
    const { user } = renderForm({ onCancel });
    const name = screen.getByLabelText(/^Nome/);
    await user.clear(name);
    await user.type(name, 'X');
    await user.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    await user.click(save());
    expect(screen.getByText('Mínimo de 3 caracteres')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(name).toHaveValue('Ana');
    expect(screen.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
    expect(screen.queryByText('Mínimo de 3 caracteres')).not.toBeInTheDocument();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('passes all values to rules for cross-field checks', async () => {
    interface Pwd {
      password: string;
      confirm: string;
    }
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SharedForm<Pwd>
        initialValues={{ password: '', confirm: '' }}
        onSubmit={onSubmit}
        fields={[
          { name: 'password', label: 'Senha', type: 'password', required: true },
          {
            name: 'confirm',
            label: 'Confirmar senha',
            type: 'password',
            rules: [(v, values) => v === values.password || 'As senhas não conferem'],
          },
        ]}
      />,
    );
    await user.type(screen.getByLabelText(/^Senha/), 'segredo1');
    await user.type(screen.getByLabelText('Confirmar senha'), 'segredo2');
    await user.tab();
    expect(screen.getByText('As senhas não conferem')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), 'segredo2');
    expect(screen.queryByText('As senhas não conferem')).not.toBeInTheDocument();
  });

  it('supports a custom layout through a render prop', async () => {
    interface Login {
      username: string;
    }
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SharedForm<Login>
        initialValues={{ username: '' }}
        onSubmit={onSubmit}
        submitLabel="Entrar"
        hideCancel
        rules={{ username: [rules.required] }}
      >
        {(form) => (
          <div data-testid="custom">
            {form.renderField({ name: 'username', label: 'Usuário', autoComplete: 'username' })}
            <span>{form.values.username.length} caracteres</span>
          </div>
        )}
      </SharedForm>,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Usuário/)).toHaveAccessibleDescription('Campo obrigatório');
    await user.type(screen.getByLabelText(/^Usuário/), 'ana');
    expect(screen.getByText('3 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ana' });
  });

  it('requires a ticked checkbox when the checkbox is required', async () => {
    interface Terms {
      accept: boolean;
    }
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SharedForm<Terms>
        initialValues={{ accept: false }}
        onSubmit={onSubmit}
        fields={[{ name: 'accept', label: 'Aceito os termos', type: 'checkbox', required: true }]}
      />,
    );
    await user.click(save());
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Aceito os termos/ })).toHaveAccessibleDescription('Campo obrigatório');
    await user.click(screen.getByRole('checkbox', { name: /Aceito os termos/ }));
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ accept: true });
  });
});

describe('FormField', () => {
  it('ties the label, the error message and aria-invalid to a plain control', () => {
    renderWithProviders(
      <FormField label="Cidade" error="Campo obrigatório" required id="city">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Cidade/);
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Campo obrigatório');
  });
});
