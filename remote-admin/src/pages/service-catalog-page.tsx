import { UnderConstruction } from '../components/under-construction';

export default function ServiceCatalogPage() {
  return <UnderConstruction title="Catálogo de Serviços" description="Serviços que a empresa vende e para os quais escala equipe." />;
}
