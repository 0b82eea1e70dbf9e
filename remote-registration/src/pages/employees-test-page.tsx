import { TEST_PREFIX, TestPage, type RunCall } from '@sge/shared/call-log';
import type { CreateEmployee, Employee } from '@sge/shared/contract';
import { createEmployee, deleteEmployee, getEmployee, getEmployees, updateEmployee } from '../features/employees/api';
import { randomCpf } from '../features/employees/test-employee';

/** The log shows every failure, so the calls skip the global error notification. */
const quiet = { notifyError: false } as const;

const testEmployee = (): CreateEmployee => {
  const suffix = String(Date.now()).slice(-6);
  return {
    name: `${TEST_PREFIX}Funcionário ${suffix}`,
    cpf: randomCpf(),
    email: `teste.${suffix}@exemplo.com.br`,
    phone: '11987654321',
    function: 'Garçom',
    payRate: '150.00',
    active: true,
  };
};

/** Lists, creates, reads, updates and deletes an employee named 'TESTE — …'. */
async function scenario(call: RunCall): Promise<void> {
  const left = await call('Procurar funcionários de testes anteriores', { method: 'GET', path: '/employees?search=TESTE&pageSize=200' }, () =>
    getEmployees({ search: 'TESTE', pageSize: 200 }, quiet),
  );
  for (const old of left.data.filter((e) => e.name.startsWith(TEST_PREFIX))) {
    await call(`Excluir ${old.name}`, { method: 'DELETE', path: `/employees/${old.id}` }, () => deleteEmployee(old.id, quiet));
  }
  const body = testEmployee();
  let created: Employee | undefined;
  try {
    created = await call('Criar', { method: 'POST', path: '/employees', body }, () => createEmployee(body, quiet));
    const { id } = created;
    await call('Buscar', { method: 'GET', path: `/employees/${id}` }, () => getEmployee(id, quiet));
    const update = { ...body, name: `${body.name} (atualizado)`, payRate: '175.50' };
    await call('Atualizar', { method: 'PUT', path: `/employees/${id}`, body: update }, () => updateEmployee(id, update, quiet));
  } finally {
    const id = created?.id;
    if (id) await call('Excluir', { method: 'DELETE', path: `/employees/${id}` }, () => deleteEmployee(id, quiet));
  }
}

/** /employees/test (ADMIN only): the Employees calls on a throwaway employee, logged. */
export default function EmployeesTestPage() {
  return (
    <TestPage
      title="Teste de Funcionários"
      description="Executa as chamadas de cadastro, consulta, atualização e exclusão de funcionários contra a API."
      docsTag="Funcionários"
      scenario={scenario}
    />
  );
}
