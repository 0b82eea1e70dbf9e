import { UnderConstruction } from '../components/under-construction';

export default function InventoryReportsPage() {
  return <UnderConstruction title="Relatórios de Inventário" description="Relatórios de estoque." />;
}
