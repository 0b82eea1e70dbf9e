import { useState } from 'react';
import type { ServiceCatalogItem } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Button, ConfirmDialog, PageHeader, PlusIcon } from '@sge/shared/ui';
import { LoadError } from '../components/load-error';
import { deleteService, servicesList } from '../features/service-catalog/api';
import { SERVICE_MESSAGES, ServiceFormDialog } from '../features/service-catalog/components/service-form-dialog';
import { SERVICE_FILTERS, ServicesTable } from '../features/service-catalog/components/services-table';
import { prefetchList, useServerList } from '@sge/shared/query';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(servicesList);

interface DialogTarget {
  open: boolean;
  service?: ServiceCatalogItem;
}
const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** /admin/service-catalog: the services budgets sell, their price and the staff each unit brings. */
export default function ServiceCatalogPage() {
  const list = useServerList(servicesList, { filterOptions: SERVICE_FILTERS, searchParam: 'q' });
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  const confirmDelete = async () => {
    if (!removal.service) return;
    try {
      await deleteService(removal.service.id);
      notify.success(SERVICE_MESSAGES.deleted);
    } catch {
      // 409 (used by budgets): the http client showed the server's advice to deactivate instead.
      setRemoval(closed);
    }
  };

  return (
    <section>
      <PageHeader
        title="Catálogo de Serviços"
        description="Serviços que a empresa vende nos orçamentos, com preço por unidade e a equipe que cada unidade exige."
        actions={
          <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
            <PlusIcon />
            Novo serviço
          </Button>
        }
      />
      {list.error && <LoadError what="o catálogo de serviços" onRetry={list.refresh} />}
      <ServicesTable
        list={list}
        onEdit={(service) => setForm({ open: true, service })}
        onDelete={(service) => setRemoval({ open: true, service })}
      />
      <ServiceFormDialog
        open={form.open}
        service={form.service}
        onClose={() => setForm(closed)}
        onSaved={() => setForm(closed)}
      />
      <ConfirmDialog
        open={removal.open}
        title="Excluir serviço"
        message={`Deseja excluir ${removal.service?.name ?? ''}? Esta ação não pode ser desfeita. Um serviço usado em orçamentos não pode ser excluído: desative-o.`}
        confirmLabel="Excluir"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setRemoval(closed)}
      />
    </section>
  );
}
