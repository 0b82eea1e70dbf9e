import { useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { prefetchList, useServerList } from '@sge/shared/query';
import { useSessionFlags } from '@sge/shared/session';
import { Button, PlusIcon, PageHeader } from '@sge/shared/ui';
import { DeleteEmployeeDialog } from '../features/employees/components/delete-employee-dialog';
import { EmployeeFormDialog } from '../features/employees/components/employee-form-dialog';
import { EMPLOYEE_FILTER_PARAMS, EmployeesTable } from '../features/employees/components/employees-table';
import { ReissueBadgeDialog } from '../features/employees/components/reissue-badge-dialog';
import { usePrintEmployeeBadge } from '../features/employees/use-print-employee-badge';
import { employeesList } from '../features/employees/api';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(employeesList);

/** Which employee a dialog is about; kept while it closes so its texts do not change mid-animation. */
interface DialogTarget {
  open: boolean;
  employee?: Employee;
}

const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/**
 * /employees: list, create, edit and delete employees (SPEC §2, §7); print an employee's badge
 * (admin, manager, coordinator) and issue a new one (admin, manager; issue 13).
 */
export default function EmployeesPage() {
  const list = useServerList(employeesList, { urlFilters: EMPLOYEE_FILTER_PARAMS });
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });
  const [reissue, setReissue] = useState<DialogTarget>({ open: false });
  const { isAdminOrManager, isCoordinatorOrAbove } = useSessionFlags();
  const badge = usePrintEmployeeBadge();

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
        list={list}
        onEdit={(employee) => setForm({ open: true, employee })}
        onDelete={(employee) => setRemoval({ open: true, employee })}
        onPrintBadge={isCoordinatorOrAbove ? (employee) => void badge.printBadge(employee) : undefined}
        badgeLoadingId={badge.loadingId}
        onReissueBadge={isAdminOrManager ? (employee) => setReissue({ open: true, employee }) : undefined}
      />
      <EmployeeFormDialog
        open={form.open}
        employee={form.employee}
        onClose={() => setForm(closed)}
        onSaved={() => setForm(closed)}
      />
      <DeleteEmployeeDialog
        open={removal.open}
        employee={removal.employee}
        onClose={() => setRemoval(closed)}
        onDeleted={() => setRemoval(closed)}
      />
      <ReissueBadgeDialog open={reissue.open} employee={reissue.employee} onClose={() => setReissue(closed)} />
    </section>
  );
}
