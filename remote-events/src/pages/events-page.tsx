import { UnderConstruction } from '../components/under-construction';

export default function EventsPage() {
  return <UnderConstruction title="Eventos" description="Eventos, dias de evento e equipe de cada dia." />;
}
