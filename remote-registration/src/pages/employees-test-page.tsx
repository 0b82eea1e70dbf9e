import { PageHeader } from '@sge/shared/ui';
import { EmployeesCrudTester } from '../features/employees/components/employees-crud-tester';

/** /employees/test: runs each Employees call against a throwaway employee and logs the answers. */
export default function EmployeesTestPage() {
  return (
    <section>
      <PageHeader
        title="Teste de Funcionários"
        description="Executa as chamadas de cadastro, consulta, atualização e exclusão de funcionários contra a API."
      />
      <EmployeesCrudTester />
    </section>
  );
}
