import { UnderConstruction } from '../components/under-construction';

export default function AccountsPayablePage() {
  return <UnderConstruction title="Contas a Pagar" description="Contas a pagar e pagamentos." />;
}
