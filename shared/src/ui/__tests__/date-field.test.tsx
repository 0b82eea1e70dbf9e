/**
 * The shared date field (issue 15): typed and shown `dd/mm/aaaa` whatever the browser's language,
 * value `yyyy-mm-dd`; impossible or incomplete dates refused with 'Data inválida'.
 */
import { useState } from 'react';
import { fireEvent, renderWithProviders, screen } from '@sge/shared/testing';
import {
  DateField,
  DateRangeField,
  DaysField,
  SharedForm,
  formatDateText,
  maskDateText,
  parseDateText,
  type DateRangeValue,
} from '../index';

describe('date text', () => {
  it('masks what is typed as dd/mm/aaaa and reads it as yyyy-mm-dd', () => {
    expect(maskDateText('2')).toBe('2');
    expect(maskDateText('251')).toBe('25/1');
    expect(maskDateText('25122026')).toBe('25/12/2026');
    expect(maskDateText('25/12/20261')).toBe('25/12/2026');
    expect(maskDateText('2026-12-25')).toBe('25/12/2026');
    expect(parseDateText('25/12/2026')).toBe('2026-12-25');
    expect(formatDateText('2026-12-25')).toBe('25/12/2026');
  });

  it('refuses dates that are not on the calendar', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '25/12/26', '25/12']) expect(parseDateText(text)).toBeNull();
    expect(parseDateText('29/02/2028')).toBe('2028-02-29');
  });
});

function Controlled({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Vencimento"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('has a visible label tied to it and shows the value in pt-BR', () => {
    renderWithProviders(<Controlled initial="2026-12-25" onValue={() => undefined} />);
    const input = screen.getByLabelText('Vencimento');
    expect(input).toHaveValue('25/12/2026');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toBeInTheDocument();
  });

  it('typing 25/12/2026 gives 2026-12-25, with or without the slashes', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Vencimento');
    await user.type(input, '25/12/2026');
    expect(input).toHaveValue('25/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.type(input, '01022027');
    expect(input).toHaveValue('01/02/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-02-01');
  });

  it("refuses an impossible or incomplete date with 'Data inválida' once left, keeping the text", async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Controlled initial="2026-02-01" onValue={onValue} />);
    const input = screen.getByLabelText('Vencimento');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('31/02/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Data inválida');
    await user.clear(input);
    await user.type(input, '28/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
    expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
  });

  it('takes the date chosen in the calendar', async () => {
    const onValue = jest.fn();
    const showPicker = jest.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { configurable: true, value: showPicker });
    const { user } = renderWithProviders(<Controlled initial="2026-12-25" onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const native = screen.getByTestId('date-picker-native');
    expect(native).toHaveValue('2026-12-25');
    expect(native).toHaveAttribute('tabindex', '-1');
    expect(native).toHaveAttribute('aria-hidden', 'true');
    fireEvent.change(native, { target: { value: '2027-01-10' } });
    expect(screen.getByLabelText('Vencimento')).toHaveValue('10/01/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-10');
    delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
  });
});

describe('SharedForm date fields', () => {
  it("submits yyyy-mm-dd and blocks an impossible date with 'Data inválida'", async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <SharedForm initialValues={{ due: '' }} fields={[{ name: 'due', label: 'Vencimento', type: 'date', required: true }]} onSubmit={onSubmit} />,
    );
    const input = screen.getByLabelText(/^Vencimento/);
    await user.type(input, '30/02/2026');
    await user.tab();
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(input).toHaveValue('');
    await user.type(input, '25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ due: '2026-12-25' });
  });
});

describe('DateRangeField', () => {
  function Range({ onValue }: { onValue: (v: DateRangeValue) => void }) {
    const [value, setValue] = useState<DateRangeValue>({ from: '', to: '' });
    return (
      <DateRangeField
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it("gives both ends as yyyy-mm-dd and says when the end comes before the start", async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<Range onValue={onValue} />);
    await user.type(screen.getByLabelText('De'), '10/03/2026');
    await user.type(screen.getByLabelText('Até'), '01/03/2026');
    expect(onValue).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-03-01' });
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial')).toBeInTheDocument();
  });
});

describe('DaysField', () => {
  function Days() {
    const [days, setDays] = useState<string[]>(['2026-11-21']);
    return <DaysField value={days} onChange={setDays} legend="Dias do evento" label="Data do dia" listLabel="Dias escolhidos" />;
  }

  it('adds typed days in order, refuses invalid and repeated ones, and removes them', async () => {
    const { user } = renderWithProviders(<Days />);
    const input = screen.getByLabelText('Data do dia');
    await user.type(input, '20/11/2026{Enter}');
    expect(input).toHaveValue('');
    const list = screen.getByRole('list', { name: 'Dias escolhidos' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['20/11/2026', '21/11/2026']);

    await user.type(screen.getByLabelText('Data do dia'), '31/11/2026');
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    expect(screen.getByText('Data inválida')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Data do dia'));
    await user.type(screen.getByLabelText('Data do dia'), '21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    expect(screen.getByText('Esta data já foi adicionada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover data 20/11/2026' }));
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['21/11/2026']);
  });
});
