import { UnderConstruction } from '../components/under-construction';

export default function CategoriesPage() {
  return <UnderConstruction title="Categorias" description="Categorias financeiras de receitas e despesas." />;
}
