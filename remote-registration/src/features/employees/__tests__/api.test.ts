import { mockApi } from '@sge/shared/testing';
import { ApiError } from '@sge/shared/http';
import { useNotificationStore } from '@sge/shared/notify';
import { createEmployee, deleteEmployee, getEmployee, getEmployees, updateEmployee } from '../api';
import { anEmployee } from './fixtures';

const body = {
  name: 'Ana Souza',
  cpf: '52998224725',
  email: null,
  phone: null,
  function: 'Garçom',
  payRate: '150.00',
  active: true,
};

beforeEach(() => useNotificationStore.getState().clear());

it('getEmployees sends the query and keeps the page meta', async () => {
  const ana = anEmployee();
  const page = { data: [ana], meta: { total: 31, page: 2, pageSize: 1 } };
  const calls = mockApi({ 'GET /api/employees': { body: page } });

  await expect(getEmployees({ search: 'ana', active: true, function: 'Garçom', page: 2, pageSize: 1 })).resolves.toEqual(page);
  expect(calls[0].query.toString()).toBe('search=ana&active=true&function=Gar%C3%A7om&page=2&pageSize=1');
});

it('getEmployee, createEmployee and updateEmployee call their routes with the body', async () => {
  const ana = anEmployee({ id: 7 });
  const calls = mockApi({
    'GET /api/employees/7': { body: { data: ana } },
    'POST /api/employees': { status: 201, body: { data: ana } },
    'PUT /api/employees/7': { body: { data: ana } },
  });

  await expect(getEmployee(7)).resolves.toEqual(ana);
  await expect(createEmployee(body)).resolves.toEqual(ana);
  await expect(updateEmployee(7, body)).resolves.toEqual(ana);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/employees/7', 'POST /api/employees', 'PUT /api/employees/7']);
  expect(calls[1].body).toEqual(body);
  expect(calls[2].body).toEqual(body);
});

it('deleteEmployee rejects with the server message and status, shown as a notification', async () => {
  const message = 'Funcionário vinculado a eventos não pode ser excluído';
  mockApi({ 'DELETE /api/employees/3': { status: 409, body: { message } } });

  const error = await deleteEmployee(3).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 409, message });
  expect(useNotificationStore.getState().queue.map((n) => n.text)).toEqual([message]);
});

it('notifyError: false leaves the error to the caller', async () => {
  mockApi({ 'DELETE /api/employees/3': { status: 404, body: { message: 'Funcionário não encontrado' } } });

  await expect(deleteEmployee(3, { notifyError: false })).rejects.toMatchObject({ status: 404 });
  expect(useNotificationStore.getState().queue).toEqual([]);
});
