import { useState } from 'react';
import type { Employee } from '@sge/shared/contract';
import { formatCpf } from '@sge/shared/format';
import { ApiError } from '@sge/shared/http';
import { Badge, Box, Button, Card, HStack, Heading, Stack, Text } from '@sge/shared/ui';
import { createEmployee, deleteEmployee, getEmployee, getEmployees, updateEmployee, type EmployeeRequestOptions } from '../api';
import { buildTestEmployee, buildTestUpdate } from '../test-employee';

type Operation = 'Listar' | 'Criar' | 'Buscar' | 'Atualizar' | 'Excluir';

interface LogEntry {
  id: number;
  time: string;
  operation: Operation;
  ok: boolean;
  status: string;
  detail: string;
}

/** The log shows every failure, so the calls skip the global error notification. */
const quiet: EmployeeRequestOptions = { notifyError: false };

const describeError = (error: unknown): { status: string; detail: string } =>
  error instanceof ApiError
    ? { status: error.status ? `Erro ${error.status}` : 'Sem resposta', detail: error.message }
    : { status: 'Erro', detail: String(error) };

/**
 * Runs each Employees call against a throwaway employee ('Criar' makes one with a random valid
 * CPF) and logs what the API answered.
 */
export function EmployeesCrudTester() {
  const [testEmployee, setTestEmployee] = useState<Employee | null>(null);
  const [running, setRunning] = useState<Operation | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);

  const run = async (operation: Operation, call: () => Promise<string>) => {
    setRunning(operation);
    const time = new Date().toLocaleTimeString('pt-BR');
    let entry: Omit<LogEntry, 'id'>;
    try {
      entry = { time, operation, ok: true, status: 'Sucesso', detail: await call() };
    } catch (error) {
      entry = { time, operation, ok: false, ...describeError(error) };
    }
    setLog((entries) => [{ id: (entries[0]?.id ?? 0) + 1, ...entry }, ...entries]);
    setRunning(null);
  };

  const list = () =>
    run('Listar', async () => {
      const { meta } = await getEmployees({ pageSize: 1 }, quiet);
      return `${meta.total} funcionário(s) encontrado(s)`;
    });

  const create = () =>
    run('Criar', async () => {
      const created = await createEmployee(buildTestEmployee(), quiet);
      setTestEmployee(created);
      return `Criado #${created.id} ${created.name} (CPF ${formatCpf(created.cpf)})`;
    });

  const withTestEmployee = (operation: Operation, call: (employee: Employee) => Promise<string>) => () => {
    if (testEmployee) void run(operation, () => call(testEmployee));
  };

  const fetchOne = withTestEmployee('Buscar', async (employee) => {
    const found = await getEmployee(employee.id, quiet);
    setTestEmployee(found);
    return `Encontrado #${found.id} ${found.name}`;
  });

  const update = withTestEmployee('Atualizar', async (employee) => {
    const updated = await updateEmployee(employee.id, buildTestUpdate(employee), quiet);
    setTestEmployee(updated);
    return `Atualizado #${updated.id} ${updated.name}, diária ${updated.payRate}`;
  });

  const remove = withTestEmployee('Excluir', async (employee) => {
    await deleteEmployee(employee.id, quiet);
    setTestEmployee(null);
    return `Excluído #${employee.id}`;
  });

  const needsEmployee = !testEmployee || running !== null;

  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Body gap="3">
          <Text>
            {testEmployee
              ? `Funcionário de teste: #${testEmployee.id} ${testEmployee.name} (CPF ${formatCpf(testEmployee.cpf)})`
              : 'Nenhum funcionário de teste. Use "Criar" para cadastrar um com CPF aleatório.'}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={list} loading={running === 'Listar'} disabled={running !== null}>
              Listar
            </Button>
            <Button colorPalette="gold" onClick={create} loading={running === 'Criar'} disabled={running !== null}>
              Criar
            </Button>
            <Button variant="outline" onClick={fetchOne} loading={running === 'Buscar'} disabled={needsEmployee}>
              Buscar
            </Button>
            <Button variant="outline" onClick={update} loading={running === 'Atualizar'} disabled={needsEmployee}>
              Atualizar
            </Button>
            <Button variant="outline" colorPalette="red" onClick={remove} loading={running === 'Excluir'} disabled={needsEmployee}>
              Excluir
            </Button>
            <Button variant="ghost" onClick={() => setLog([])} disabled={log.length === 0}>
              Limpar registro
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Box as="section" aria-labelledby="employees-crud-log-title">
        <Heading as="h2" id="employees-crud-log-title" size="md" mb="2">
          Registro de chamadas
        </Heading>
        <Box role="log" aria-labelledby="employees-crud-log-title">
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
            {log.length === 0 && (
              <Text as="li" color="fg.muted">
                Nenhuma chamada executada.
              </Text>
            )}
            {log.map((entry) => (
              <HStack as="li" key={entry.id} gap="3" borderWidth="1px" rounded="md" px="3" py="2" align="baseline" wrap="wrap">
                <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {entry.time}
                </Text>
                <Text fontWeight="semibold">{entry.operation}</Text>
                <Badge colorPalette={entry.ok ? 'green' : 'red'}>{entry.status}</Badge>
                <Text>{entry.detail}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
