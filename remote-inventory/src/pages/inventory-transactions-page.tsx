import { UnderConstruction } from '../components/under-construction';

export default function InventoryTransactionsPage() {
  return <UnderConstruction title="Movimentações" description="Entradas e saídas de estoque." />;
}
