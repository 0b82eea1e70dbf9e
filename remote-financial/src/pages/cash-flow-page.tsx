import { UnderConstruction } from '../components/under-construction';

export default function CashFlowPage() {
  return <UnderConstruction title="Fluxo de Caixa" description="Entradas e saídas por período." />;
}
