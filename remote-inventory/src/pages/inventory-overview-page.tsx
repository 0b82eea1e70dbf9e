import { UnderConstruction } from '../components/under-construction';

export default function InventoryOverviewPage() {
  return <UnderConstruction title="Inventário" description="Visão geral do estoque." />;
}
