import { CATEGORY_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Category = { id: number; name: string; type: string; parentId: number | null; parentName: string | null; active: boolean; color: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/categories${url}`, role: 'ADMIN', ...(payload ? { payload } : {}) });

async function createOk(payload: object): Promise<Category> {
  const res = await api('POST', '', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function seed() {
  const social = await createOk({ name: 'Eventos Sociais', type: 'RECEITA', color: '#1565c0', description: 'Casamentos e aniversários' });
  const wedding = await createOk({ name: 'Casamentos', type: 'RECEITA', parentId: social.id });
  const staff = await createOk({ name: 'Pessoal', type: 'DESPESA' });
  const old = await createOk({ name: 'Antiga', type: 'DESPESA', active: false });
  return { social, wedding, staff, old };
}

async function insertPayable(categoryId: number): Promise<void> {
  await t.database.db
    .insertInto('accounts_payable')
    .values({ description: 'Diárias', supplier_name: 'Equipe', category_id: categoryId, amount: '100.00', due_date: '2030-01-10' })
    .execute();
}

describe('POST /api/categories', () => {
  test('creates a category with its parent name and upper-case colour', async () => {
    const { social, wedding } = await seed();
    expect(social).toMatchObject({ name: 'Eventos Sociais', type: 'RECEITA', color: '#1565C0', parentId: null, parentName: null, active: true });
    expect(wedding).toMatchObject({ parentId: social.id, parentName: 'Eventos Sociais', color: '#D4AF37' });
  });

  test.each([
    ['a parent of the other type', (s: Awaited<ReturnType<typeof seed>>) => ({ name: 'Xy', type: 'DESPESA', parentId: s.social.id }), 400, 'A categoria pai deve ser do mesmo tipo (receita ou despesa)'],
    ['a subcategory as parent', (s: Awaited<ReturnType<typeof seed>>) => ({ name: 'Xy', type: 'RECEITA', parentId: s.wedding.id }), 400, 'A categoria pai não pode ser uma subcategoria'],
    ['an unknown parent', () => ({ name: 'Xy', type: 'RECEITA', parentId: 999 }), 400, 'Categoria pai não encontrada'],
    ['a name taken in the type, in another case', () => ({ name: 'pessoal', type: 'DESPESA' }), 409, 'Já existe uma categoria deste tipo com este nome'],
    ['an invalid colour', () => ({ name: 'Cor', type: 'DESPESA', color: 'red' }), 400, "Campo 'Cor' inválido"],
    ['an unknown type', () => ({ name: 'Tipo', type: 'OUTRO' }), 400, "Campo 'Tipo' inválido"],
    ['a blank name', () => ({ name: '   ', type: 'DESPESA' }), 400, "Campo 'Nome' deve ter pelo menos 2 caracteres"],
  ])('answers %s with the right status', async (_label, build, status, message) => {
    const s = await seed();
    const res = await api('POST', '', build(s));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  test('the same name is allowed in the other type', async () => {
    await seed();
    await createOk({ name: 'Pessoal', type: 'RECEITA' });
  });
});

describe('GET /api/categories and /search', () => {
  test('lists income first, each parent followed by its subcategories', async () => {
    await seed();
    const res = await t.request({ method: 'GET', url: '/api/categories', role: 'FINANCIAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: Category) => c.name)).toEqual(['Eventos Sociais', 'Casamentos', 'Antiga', 'Pessoal']);
  });

  test('pages, sorts and counts on the server; without a sort, pages keep the tree order (issue 14)', async () => {
    await seed();
    await expectPagedList(t, { url: '/api/categories', role: 'FINANCIAL', sorts: CATEGORY_SORTS, total: 4 });
    await expectPagedList(t, { url: '/api/categories?active=true', role: 'ADMIN', sorts: ['name', 'parentName'], total: 3 });
    const second = (await api('GET', '?pageSize=2&page=2')).json();
    expect(second).toMatchObject({ data: [{ name: 'Antiga' }, { name: 'Pessoal' }], meta: { total: 4, page: 2, pageSize: 2 } });
    const byName = (await api('GET', '?sort=-name&type=RECEITA')).json();
    expect(byName.data.map((c: Category) => c.name)).toEqual(['Eventos Sociais', 'Casamentos']);
    const searched = (await api('GET', '?q=anivers%C3%A1rio&pageSize=1')).json();
    expect(searched).toMatchObject({ data: [{ name: 'Eventos Sociais' }], meta: { total: 1, page: 1, pageSize: 1 } });
  });

  test('/search stays a whole list in tree order (the pickers read it)', async () => {
    await seed();
    const res = await api('GET', '/search?type=RECEITA');
    expect(res.json()).toEqual({ data: [expect.objectContaining({ name: 'Eventos Sociais' }), expect.objectContaining({ name: 'Casamentos' })] });
  });

  test.each([
    ['type', '?type=DESPESA', ['Antiga', 'Pessoal']],
    ['active', '?active=true', ['Eventos Sociais', 'Casamentos', 'Pessoal']],
    ['inactive', '?active=false', ['Antiga']],
    ['text in the name', '?q=CASA', ['Eventos Sociais', 'Casamentos']],
    ['LIKE wildcards literally', '?q=%25', []],
    ['type and active together', '?type=DESPESA&active=true', ['Pessoal']],
  ])('search filters by %s', async (_label, query, expected) => {
    await seed();
    const res = await api('GET', `/search${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: Category) => c.name)).toEqual(expected);
  });

  test('search by parentId gives the subcategories', async () => {
    const { social } = await seed();
    const res = await api('GET', `/search?parentId=${social.id}`);
    expect(res.json().data.map((c: Category) => c.name)).toEqual(['Casamentos']);
  });

  test('400 for an invalid filter', async () => {
    const res = await api('GET', '/search?type=OUTRO');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'Tipo' inválido" });
  });
});

describe('GET/PUT /api/categories/:id', () => {
  test('reads one; 404 for an unknown id', async () => {
    const { wedding } = await seed();
    expect((await api('GET', `/${wedding.id}`)).json().data).toMatchObject({ name: 'Casamentos', parentName: 'Eventos Sociais' });
    const missing = await api('GET', '/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Categoria não encontrada' });
  });

  test('edits; leaving out the colour and active keeps them', async () => {
    const { social } = await seed();
    const res = await api('PUT', `/${social.id}`, { name: 'Eventos Sociais e Festas', type: 'RECEITA', description: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Eventos Sociais e Festas', color: '#1565C0', description: null, active: true });
  });

  test('refuses changes that would break the tree or the accounts (409)', async () => {
    const { social, staff } = await seed();
    const nest = await api('PUT', `/${social.id}`, { name: 'Eventos Sociais', type: 'RECEITA', parentId: social.id + 100 });
    expect(nest.statusCode).toBe(409);
    expect(nest.json()).toEqual({ message: 'Uma categoria com subcategorias não pode se tornar subcategoria' });
    const retype = await api('PUT', `/${social.id}`, { name: 'Eventos Sociais', type: 'DESPESA' });
    expect(retype.json()).toEqual({ message: 'Não é possível alterar o tipo de uma categoria que possui subcategorias' });
    await insertPayable(staff.id);
    const used = await api('PUT', `/${staff.id}`, { name: 'Pessoal', type: 'RECEITA' });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ message: 'Não é possível alterar o tipo de uma categoria já usada em contas' });
  });

  test('a category cannot be its own parent (400); 404 when editing an unknown one', async () => {
    const { staff } = await seed();
    const self = await api('PUT', `/${staff.id}`, { name: 'Pessoal', type: 'DESPESA', parentId: staff.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'Uma categoria não pode ser pai de si mesma' });
    expect((await api('PUT', '/999', { name: 'Pessoal', type: 'DESPESA' })).statusCode).toBe(404);
  });
});

describe('DELETE and activate/deactivate', () => {
  test('deletes an unused category', async () => {
    const { old } = await seed();
    const res = await api('DELETE', `/${old.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: old.id } });
    expect((await api('GET', `/${old.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/${old.id}`)).statusCode).toBe(404);
  });

  test('a category in use cannot be deleted (409), only deactivated', async () => {
    const { staff } = await seed();
    await insertPayable(staff.id);
    const res = await api('DELETE', `/${staff.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Esta categoria está em uso em contas a pagar ou a receber e não pode ser excluída. Desative-a para que não seja mais oferecida.',
    });
    const off = await api('PATCH', `/${staff.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
  });

  test('a category with subcategories cannot be deleted (409)', async () => {
    const { social } = await seed();
    const res = await api('DELETE', `/${social.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Esta categoria possui subcategorias e não pode ser excluída' });
  });

  test('deactivating a parent deactivates its subcategories; a subcategory waits for its parent', async () => {
    const { social, wedding } = await seed();
    await api('PATCH', `/${social.id}/deactivate`);
    expect((await api('GET', `/${wedding.id}`)).json().data.active).toBe(false);
    const early = await api('PATCH', `/${wedding.id}/activate`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Ative primeiro a categoria pai' });
    expect((await api('PATCH', `/${social.id}/activate`)).json().data.active).toBe(true);
    expect((await api('PATCH', `/${wedding.id}/activate`)).json().data.active).toBe(true);
    expect((await api('PATCH', '/999/activate')).statusCode).toBe(404);
  });
});

test('GET /api/categories/statistics counts in SQL', async () => {
  const { staff } = await seed();
  await insertPayable(staff.id);
  const res = await api('GET', '/statistics');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { total: 4, active: 3, inactive: 1, income: 2, expense: 2, subcategories: 1, inUse: 1 } });
});
