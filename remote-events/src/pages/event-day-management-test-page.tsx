import { UnderConstruction } from '../components/under-construction';

export default function EventDayManagementTestPage() {
  return <UnderConstruction title="Teste de Gestão de Dias de Evento" description="Página de teste da gestão de dias de evento." />;
}
