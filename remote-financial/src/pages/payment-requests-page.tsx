import { UnderConstruction } from '../components/under-construction';

export default function PaymentRequestsPage() {
  return <UnderConstruction title="Solicitações de Pagamento" description="Pagamentos da equipe por dia trabalhado." />;
}
