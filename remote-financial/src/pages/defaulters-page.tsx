import { UnderConstruction } from '../components/under-construction';

export default function DefaultersPage() {
  return <UnderConstruction title="Inadimplentes" description="Clientes com contas vencidas." />;
}
