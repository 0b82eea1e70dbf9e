import { useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { deleteEmployee } from '../api';
import { EMPLOYEE_MESSAGES } from '../messages';

export interface DeleteEmployeeDialogProps {
  open: boolean;
  employee?: Employee;
  onClose: () => void;
  onDeleted: (employee: Employee) => void;
}

/**
 * Asks before deleting. A refusal (409: the employee is linked to events) is shown by the http
 * client with the server's message, and the dialog closes: asking again would not change it.
 */
export function DeleteEmployeeDialog({ open, employee, onClose, onDeleted }: DeleteEmployeeDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!employee) return;
    setDeleting(true);
    try {
      await deleteEmployee(employee.id);
      notify.success(EMPLOYEE_MESSAGES.deleted);
      onDeleted(employee);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      onClose();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="Excluir funcionário"
      message={`Deseja excluir ${employee?.name ?? ''}? Esta ação não pode ser desfeita.`}
      cancelLabel="Cancelar"
      confirmLabel="Excluir"
      destructive
      loading={deleting}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
