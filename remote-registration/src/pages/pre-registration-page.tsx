import { UnderConstruction } from '../components/under-construction';

export default function PreRegistrationPage() {
  return <UnderConstruction title="Pré-cadastro" description="Pré-cadastro de colaboradores por convite." />;
}
