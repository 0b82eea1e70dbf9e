import { useMemo, useState } from 'react';
import { parseMoneyInput, type EventEmployee } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { refusalReason } from '../../../lib/api-errors';
import { STAFF_MESSAGES } from '../messages';
import { decimalToMoneyInput, functionOptions, linkName } from '../staff-values';
import { useStaffStore } from '../store';

type AssignmentValues = { function: string; payRate: string };

export interface EditAssignmentDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its texts do not change mid-animation. */
  link?: EventEmployee;
  onClose: () => void;
}

/** Changes the function and pay rate of one employee on one day. */
export function EditAssignmentDialog({ open, link, onClose }: EditAssignmentDialogProps) {
  const update = useStaffStore((s) => s.update);
  const [reason, setReason] = useState<string | null>(null);

  const fields = useMemo<FormFieldConfig<AssignmentValues>[]>(
    () => [
      { name: 'function', label: 'Função', type: 'select', required: true, options: functionOptions(link ? [link.function] : []) },
      { name: 'payRate', label: 'Valor da diária', type: 'money', required: true, rules: [rules.money] },
    ],
    [link],
  );
  const initialValues = useMemo<AssignmentValues>(
    () => ({ function: link?.function ?? '', payRate: link ? decimalToMoneyInput(link.payRate) : '' }),
    [link],
  );

  const close = () => {
    setReason(null);
    onClose();
  };

  const save = async (values: AssignmentValues) => {
    if (!link) return;
    setReason(null);
    try {
      await update(link.id, { function: values.function, payRate: parseMoneyInput(values.payRate) ?? link.payRate });
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(STAFF_MESSAGES.updated);
    close();
  };

  const title = link ? `Editar escala de ${linkName(link)} em ${formatDate(link.eventDay)}` : 'Editar escala';

  return (
    <FormDialog open={open} onClose={close} title={title} error={reason}>
      <SharedForm aria-label="Editar escala" fields={fields} initialValues={initialValues} onSubmit={save} onCancel={close} />
    </FormDialog>
  );
}
