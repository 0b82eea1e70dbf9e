import { UnderConstruction } from '../components/under-construction';

export default function UsersPage() {
  return <UnderConstruction title="Usuários" description="Usuários do sistema e seus perfis de acesso." />;
}
