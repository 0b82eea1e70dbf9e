import { useState } from 'react';
import type { FinancialCategory } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Button, ConfirmDialog, PageHeader, PlusIcon } from '@sge/shared/ui';
import { LoadError } from '../components/load-error';
import { activateCategory, categoriesList, categoriesQueries, deactivateCategory, deleteCategory } from '../features/categories/api';
import { CATEGORY_FILTERS, CategoriesTable } from '../features/categories/components/categories-table';
import { CategoryFormDialog } from '../features/categories/components/category-form-dialog';
import { CategoryStatistics } from '../features/categories/components/category-statistics';
import { CATEGORY_MESSAGES } from '../features/categories/messages';
import { prefetchList, useQuery, useServerList } from '@sge/shared/query';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(categoriesList);

interface DialogTarget {
  open: boolean;
  category?: FinancialCategory;
}
const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** /admin/categories: income and expense categories (with subcategories) that accounts are filed under. */
export default function CategoriesPage() {
  const list = useServerList(categoriesList, { filterOptions: CATEGORY_FILTERS, searchParam: 'q' });
  // Every category (GET /categories/search answers them whole): the form's parents and the subcategory check.
  const every = useQuery(categoriesQueries.all());
  const statistics = useQuery(categoriesQueries.statistics());
  const categories = every.data ?? [];
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [toggle, setToggle] = useState<DialogTarget>({ open: false });
  const [removal, setRemoval] = useState<DialogTarget>({ open: false });

  const reload = () => {
    list.refresh();
    void every.refetch();
    void statistics.refetch();
  };

  const confirmToggle = async () => {
    const category = toggle.category;
    if (!category) return;
    if (category.active) await deactivateCategory(category.id);
    else await activateCategory(category.id);
    notify.success(category.active ? CATEGORY_MESSAGES.deactivated : CATEGORY_MESSAGES.activated);
  };

  const confirmDelete = async () => {
    if (!removal.category) return;
    try {
      await deleteCategory(removal.category.id);
      notify.success(CATEGORY_MESSAGES.deleted);
    } catch {
      // 409 (in use or with subcategories): the http client showed the server's advice.
      setRemoval(closed);
    }
  };

  const hasChildren = (category?: FinancialCategory) => Boolean(category && categories.some((c) => c.parentId === category.id));

  return (
    <section>
      <PageHeader
        title="Categorias"
        description="Categorias financeiras de receitas e despesas usadas em contas a pagar e a receber. Uma categoria em uso não pode ser excluída, apenas desativada."
        actions={
          <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
            <PlusIcon />
            Nova categoria
          </Button>
        }
      />
      {list.error && <LoadError what="as categorias" onRetry={reload} />}
      <CategoryStatistics statistics={statistics.data} />
      <CategoriesTable
        list={{ ...list, refresh: reload }}
        onEdit={(category) => setForm({ open: true, category })}
        onToggleActive={(category) => setToggle({ open: true, category })}
        onDelete={(category) => setRemoval({ open: true, category })}
      />
      <CategoryFormDialog
        open={form.open}
        category={form.category}
        categories={categories}
        onClose={() => setForm(closed)}
        onSaved={() => setForm(closed)}
      />
      <ConfirmDialog
        open={toggle.open}
        title={toggle.category?.active ? 'Desativar categoria' : 'Ativar categoria'}
        message={
          toggle.category?.active
            ? `Deseja desativar ${toggle.category.name}? Ela deixa de ser oferecida em novas contas${hasChildren(toggle.category) ? ', assim como suas subcategorias' : ''}; as contas existentes não mudam.`
            : `Deseja ativar ${toggle.category?.name ?? ''}? Ela volta a ser oferecida em novas contas.`
        }
        confirmLabel={toggle.category?.active ? 'Desativar' : 'Ativar'}
        onConfirm={confirmToggle}
        onClose={() => setToggle(closed)}
      />
      <ConfirmDialog
        open={removal.open}
        title="Excluir categoria"
        message={`Deseja excluir ${removal.category?.name ?? ''}? Esta ação não pode ser desfeita. Uma categoria em uso não pode ser excluída: desative-a.`}
        confirmLabel="Excluir"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setRemoval(closed)}
      />
    </section>
  );
}
