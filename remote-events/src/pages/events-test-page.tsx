import { UnderConstruction } from '../components/under-construction';

export default function EventsTestPage() {
  return <UnderConstruction title="Teste de Eventos" description="Página de teste das chamadas de eventos." />;
}
