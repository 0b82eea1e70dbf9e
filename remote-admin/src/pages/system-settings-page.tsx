import { UnderConstruction } from '../components/under-construction';

export default function SystemSettingsPage() {
  return <UnderConstruction title="Sistema" description="Configurações do sistema." />;
}
