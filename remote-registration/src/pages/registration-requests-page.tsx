import { UnderConstruction } from '../components/under-construction';

export default function RegistrationRequestsPage() {
  return <UnderConstruction title="Solicitações de Cadastro" description="Solicitações de cadastro pendentes de aprovação." />;
}
