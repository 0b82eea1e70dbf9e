import { UnderConstruction } from '../components/under-construction';

export default function RegisterPage() {
  return <UnderConstruction title="Cadastro" description="Cadastro de novos colaboradores." />;
}
