import { UnderConstruction } from '../components/under-construction';

export default function AccountsReceivablePage() {
  return <UnderConstruction title="Contas a Receber" description="Contas a receber e recebimentos." />;
}
