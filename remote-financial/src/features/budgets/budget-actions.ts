/** Which actions of the status flow a budget offers (the server refuses the others with 409). */
import { BUDGET_TRANSITIONS, type Budget } from '@sge/shared/contract';

export type BudgetAction = 'edit' | 'send' | 'approve' | 'refuse' | 'confirmPayment' | 'createEvent' | 'delete';

export function availableActions(budget: Budget): BudgetAction[] {
  const is = (statuses: readonly string[]) => statuses.includes(budget.status);
  const actions: BudgetAction[] = [];
  // Edits only while a draft: a draft that expired can be revived with a new validity.
  if (budget.sentAt === null && is(BUDGET_TRANSITIONS.edit)) actions.push('edit');
  if (is(BUDGET_TRANSITIONS.send)) actions.push('send');
  if (is(BUDGET_TRANSITIONS.approve)) actions.push('approve');
  if (is(BUDGET_TRANSITIONS.refuse)) actions.push('refuse');
  if (is(BUDGET_TRANSITIONS.confirmPayment)) actions.push('confirmPayment');
  if (is(BUDGET_TRANSITIONS.createEvent) && budget.eventId === null) actions.push('createEvent');
  if (is(BUDGET_TRANSITIONS.delete)) actions.push('delete');
  return actions;
}

export const ACTION_LABELS: Record<BudgetAction, string> = {
  edit: 'Editar',
  send: 'Enviar ao cliente',
  approve: 'Aprovar',
  refuse: 'Recusar',
  confirmPayment: 'Confirmar pagamento',
  createEvent: 'Criar evento',
  delete: 'Excluir',
};
