import { UnderConstruction } from '../components/under-construction';

export default function InvitationsPage() {
  return <UnderConstruction title="Convites" description="Links de convite para pré-cadastro." />;
}
