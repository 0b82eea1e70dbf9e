import { UnderConstruction } from '../components/under-construction';

export default function PaymentGatewaysPage() {
  return <UnderConstruction title="Gateways de Pagamento" description="Integrações com gateways de pagamento." />;
}
