import { useMemo } from 'react';
import type { Employee } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { createEmployee, updateEmployee } from '../api';
import {
  EMPTY_EMPLOYEE_FORM,
  functionOptions,
  toEmployeeFormValues,
  toEmployeePayload,
  type EmployeeFormValues,
} from '../employee-form-values';
import { EMPLOYEE_MESSAGES } from '../messages';
import { pixKeyFields } from './pix-key-fields';

function employeeFields(currentFunction?: string, employee?: Employee): FormFieldConfig<EmployeeFormValues>[] {
  return [
    { name: 'name', label: 'Nome', required: true, autoComplete: 'name', rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'cpf', label: 'CPF', required: true, mask: 'cpf', autoComplete: 'off', rules: [rules.cpf] },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', rules: [rules.email, rules.maxLength(200)] },
    { name: 'phone', label: 'Telefone', mask: 'phone', placeholder: '(11) 98765-4321', autoComplete: 'tel', rules: [rules.phone] },
    {
      name: 'function',
      label: 'Função',
      type: 'select',
      required: true,
      options: functionOptions(currentFunction).map((fn) => ({ value: fn, label: fn })),
    },
    { name: 'payRate', label: 'Valor da diária', type: 'money', required: true, rules: [rules.money] },
    { name: 'active', label: 'Ativo', type: 'checkbox' },
    ...pixKeyFields<EmployeeFormValues>(employee),
  ];
}

export interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee to edit; without it the dialog creates a new one. */
  employee?: Employee;
  onClose: () => void;
  /** Called after a successful save (the success notification is already shown). */
  onSaved: (employee: Employee) => void;
}

/**
 * Creates or edits an employee. A failed save (e.g. 409 'Já existe um funcionário com este CPF')
 * is notified by the http client with the server's message, and the dialog stays open with
 * everything typed (SharedForm keeps its values when `onSubmit` rejects).
 */
export function EmployeeFormDialog({ open, employee, onClose, onSaved }: EmployeeFormDialogProps) {
  const fields = useMemo(() => employeeFields(employee?.function, employee), [employee]);
  const initialValues = useMemo(() => (employee ? toEmployeeFormValues(employee) : EMPTY_EMPLOYEE_FORM), [employee]);
  const title = employee ? 'Editar funcionário' : 'Novo funcionário';

  const save = async (values: EmployeeFormValues) => {
    const body = toEmployeePayload(values);
    const saved = employee ? await updateEmployee(employee.id, body) : await createEmployee(body);
    notify.success(employee ? EMPLOYEE_MESSAGES.updated : EMPLOYEE_MESSAGES.created);
    onSaved(saved);
  };

  return (
    // A fresh form on every opening (FormDialog mounts only while open): nothing from a cancelled
    // edit leaks into the next one.
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} />
    </FormDialog>
  );
}
