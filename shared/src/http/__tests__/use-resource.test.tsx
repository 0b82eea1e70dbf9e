import { Suspense, use } from 'react';
import { useResource } from '@sge/shared/http';
import { act, deferred, renderWithProviders, screen } from '@sge/shared/testing';

/** Shows the resource; once it has a value, waits for `gate` (a suspending render). */
function Gated({ load, gate }: { load: () => Promise<string>; gate: Promise<void> }) {
  const resource = useResource(load);
  return (
    <Suspense fallback={<p>Reserva</p>}>
      <Value value={resource.data} loading={resource.loading} failed={resource.failed} gate={gate} />
    </Suspense>
  );
}

function Value({ value, loading, failed, gate }: { value?: string; loading: boolean; failed: boolean; gate: Promise<void> }) {
  if (value !== undefined) use(gate);
  if (failed) return <p>Falhou</p>;
  return <p>{value ?? (loading ? 'Carregando' : 'Vazio')}</p>;
}

test('an answer renders as a transition: the screen shown stays while it is built, instead of a fallback (issue 15)', async () => {
  const gate = deferred<void>();
  const answer = deferred<string>();
  renderWithProviders(<Gated load={() => answer.promise} gate={gate.promise} />);
  expect(screen.getByText('Carregando')).toBeInTheDocument();
  await act(async () => answer.resolve('Pronto'));
  expect(screen.queryByText('Reserva')).not.toBeInTheDocument();
  expect(screen.getByText('Carregando')).toBeInTheDocument();
  await act(async () => gate.resolve());
  expect(await screen.findByText('Pronto')).toBeInTheDocument();
});

test('a failure shows at once, and loading ends', async () => {
  renderWithProviders(<Gated load={() => Promise.reject(new Error('x'))} gate={Promise.resolve()} />);
  expect(await screen.findByText('Falhou')).toBeInTheDocument();
});
