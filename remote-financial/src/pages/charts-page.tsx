import { UnderConstruction } from '../components/under-construction';

export default function ChartsPage() {
  return <UnderConstruction title="Gráficos" description="Gráficos financeiros." />;
}
