import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationScope, MemoryRouter, useLocation, useNavigate, useSearchParams, type Location } from '..';

function Query() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  return (
    <>
      <p>{`q=${params.get('q') ?? ''} em ${pathname}${search}`}</p>
      <button type="button" onClick={() => setParams((current) => ({ ...Object.fromEntries(current), q: 'b', page: '2' }))}>
        mudar
      </button>
    </>
  );
}

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

it('reads the query of the address and sets it on the same path', async () => {
  render(
    <MemoryRouter initialEntries={['/lista?q=a']}>
      <Query />
    </MemoryRouter>,
  );
  expect(screen.getByText('q=a em /lista?q=a')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'mudar' }));
  expect(screen.getByText('q=b em /lista?q=b&page=2')).toBeInTheDocument();
});

it('inside a LocationScope, follows the scope’s location, not the router’s', () => {
  const left = { pathname: '/lista', search: '?q=antes', hash: '', state: null, key: 'left' } as Location;
  render(
    <MemoryRouter initialEntries={['/outra']}>
      <Navigator />
      <LocationScope location={left}>
        <Query />
      </LocationScope>
    </MemoryRouter>,
  );
  expect(screen.getByText('q=antes em /lista?q=antes')).toBeInTheDocument();
  act(() => void navigate('/terceira?q=depois'));
  expect(screen.getByText('q=antes em /lista?q=antes')).toBeInTheDocument();
});
