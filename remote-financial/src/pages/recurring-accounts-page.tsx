import { UnderConstruction } from '../components/under-construction';

export default function RecurringAccountsPage() {
  return <UnderConstruction title="Contas Recorrentes" description="Contas que se repetem a cada período." />;
}
