import { useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { Button, PlusIcon, PageHeader } from '@sge/shared/ui';
import { DeleteEmployeeDialog } from '../features/employees/components/delete-employee-dialog';
import { EmployeeFormDialog } from '../features/employees/components/employee-form-dialog';
import { EmployeesTable } from '../features/employees/components/employees-table';
import { useEmployeeList } from '../features/employees/use-employee-list';

/** Which employee a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  open: boolean;
  employee?: Employee;
}

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** /employees: list, create, edit and delete employees (SPEC §2, §7). */
export default function EmployeesPage() {
  const { employees, loading, reload } = useEmployeeList();
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  return (
    <section>
      <PageHeader
        title="Funcionários"
        description="Cadastre e mantenha a equipe que trabalha nos eventos: dados pessoais, função e valor da diária."
        actions={
          <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
            <PlusIcon />
            Novo funcionário
          </Button>
        }
      />
      <EmployeesTable
        employees={employees}
        loading={loading}
        onRefresh={reload}
        onEdit={(employee) => setForm({ open: true, employee })}
        onDelete={(employee) => setRemoval({ open: true, employee })}
      />
      <EmployeeFormDialog
        open={form.open}
        employee={form.employee}
        onClose={() => setForm(closed)}
        onSaved={() => {
          setForm(closed);
          reload();
        }}
      />
      <DeleteEmployeeDialog
        open={removal.open}
        employee={removal.employee}
        onClose={() => setRemoval(closed)}
        onDeleted={() => {
          setRemoval(closed);
          reload();
        }}
      />
    </section>
  );
}
