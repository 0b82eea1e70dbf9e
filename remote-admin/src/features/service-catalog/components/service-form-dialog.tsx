import { useMemo } from 'react';
import type { ServiceCatalogItem } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { createService, updateService } from '../api';
import {
  EMPTY_SERVICE_FORM,
  functionOptions,
  toServiceFormValues,
  toServicePayload,
  unitOptions,
  type ServiceFormValues,
} from '../service-form-values';

export const SERVICE_MESSAGES = {
  created: 'Serviço cadastrado com sucesso',
  updated: 'Serviço atualizado com sucesso',
  deleted: 'Serviço excluído com sucesso',
} as const;

const wholeNumber: ValidationRule<ServiceFormValues> = (value) =>
  value === null || value === undefined || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 1000) || 'Informe um número inteiro de 1 a 1000';

function serviceFields(service?: ServiceCatalogItem): FormFieldConfig<ServiceFormValues>[] {
  return [
    { name: 'name', label: 'Nome', required: true, rules: [rules.minLength(2), rules.maxLength(120)] },
    { name: 'unit', label: 'Unidade', type: 'select', required: true, options: unitOptions(service?.unit) },
    { name: 'unitPrice', label: 'Preço unitário', type: 'money', required: true, rules: [rules.money] },
    {
      name: 'staffFunction',
      label: 'Função da equipe',
      type: 'select',
      placeholder: 'Nenhuma (serviço sem equipe)',
      options: functionOptions(service?.staffFunction),
    },
    { name: 'staffPerUnit', label: 'Profissionais por unidade', type: 'number', required: true, rules: [wholeNumber] },
    { name: 'active', label: 'Ativo (oferecido em novos orçamentos)', type: 'checkbox' },
    { name: 'description', label: 'Descrição', type: 'textarea', rules: [rules.maxLength(500)] },
  ];
}

export interface ServiceFormDialogProps {
  open: boolean;
  service?: ServiceCatalogItem;
  onClose: () => void;
  onSaved: () => void;
}

export function ServiceFormDialog({ open, service, onClose, onSaved }: ServiceFormDialogProps) {
  const fields = useMemo(() => serviceFields(service), [service]);
  const initialValues = useMemo(() => (service ? toServiceFormValues(service) : EMPTY_SERVICE_FORM), [service]);
  const title = service ? 'Editar serviço' : 'Novo serviço';

  const save = async (values: ServiceFormValues) => {
    const body = toServicePayload(values);
    if (service) await updateService(service.id, body);
    else await createService(body);
    notify.success(service ? SERVICE_MESSAGES.updated : SERVICE_MESSAGES.created);
    onSaved();
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="lg">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} columns={2} />
    </FormDialog>
  );
}
