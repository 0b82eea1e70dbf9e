import { UnderConstruction } from '../components/under-construction';

export default function BudgetsPage() {
  return <UnderConstruction title="Orçamentos" description="Orçamentos enviados a clientes." />;
}
