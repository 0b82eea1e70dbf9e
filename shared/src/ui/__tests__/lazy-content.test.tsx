import { act, fireEvent, renderWithProviders, screen } from '@sge/shared/testing';
import { DeferredContent, LazyImage, ProgressiveLoader, VirtualList, getVirtualRange } from '../index';

/** A controllable IntersectionObserver: tests decide when elements intersect. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  intersect(isIntersecting = true) {
    act(() => {
      this.callback(
        this.elements.map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
    });
  }
}

const original = window.IntersectionObserver;
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  window.IntersectionObserver = original;
  jest.useRealTimers();
});

describe('LazyImage', () => {
  it('waits with a placeholder until within 50 px of the viewport', () => {
    renderWithProviders(<LazyImage src="/foto.jpg" alt="Foto do evento" width="200px" height="100px" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('lazy-image-placeholder')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('50px');

    observer.intersect();
    const img = screen.getByRole('img', { name: 'Foto do evento' });
    expect(img).toHaveAttribute('src', '/foto.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('lazy-image-placeholder')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('removes the placeholder once loaded', () => {
    const onLoad = jest.fn();
    renderWithProviders(<LazyImage src="/foto.jpg" alt="Foto" onLoad={onLoad} />);
    FakeIntersectionObserver.instances[0].intersect();
    fireEvent.load(screen.getByRole('img', { name: 'Foto' }));
    expect(screen.queryByTestId('lazy-image-placeholder')).not.toBeInTheDocument();
    expect(onLoad).toHaveBeenCalled();
  });

  it('shows an error icon named by alt when the image fails', () => {
    const onError = jest.fn();
    const { container } = renderWithProviders(<LazyImage src="/quebrada.jpg" alt="Logo" onError={onError} />);
    FakeIntersectionObserver.instances[0].intersect();
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    const fallback = screen.getByRole('img', { name: 'Logo' });
    expect(fallback.tagName).toBe('DIV');
    expect(container.querySelector('[data-icon="image-off"]')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(onError).toHaveBeenCalled();
  });

  it('loads at once without IntersectionObserver', () => {
    // @ts-expect-error simulating an old browser
    delete window.IntersectionObserver;
    renderWithProviders(<LazyImage src="/a.jpg" alt="A" />);
    expect(screen.getByRole('img', { name: 'A' })).toBeInTheDocument();
  });
});

describe('VirtualList', () => {
  const items = Array.from({ length: 1000 }, (_, i) => `Funcionário ${i + 1}`);

  it('computes the rendered range with the SPEC defaults (item height 50, buffer 5)', () => {
    expect(getVirtualRange(0, 500, 1000)).toEqual({ start: 0, end: 15 });
    expect(getVirtualRange(1000, 500, 1000)).toEqual({ start: 15, end: 35 });
    expect(getVirtualRange(49_800, 500, 1000)).toEqual({ start: 991, end: 1000 });
  });

  it('renders only the visible rows plus the buffer, and follows the scroll', () => {
    renderWithProviders(<VirtualList items={items} height={500} renderItem={(item) => <span>{item}</span>} aria-label="Equipe" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('Funcionário 15')).toBeInTheDocument();
    expect(screen.queryByText('Funcionário 16')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveStyle({ height: '50000px' });

    const viewport = screen.getByRole('region', { name: 'Equipe' });
    viewport.scrollTop = 1000;
    fireEvent.scroll(viewport);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Funcionário 16');
    expect(rows[0]).toHaveAttribute('aria-posinset', '16');
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(rows[0]).toHaveStyle({ top: '750px' });
    expect(screen.queryByText('Funcionário 1')).not.toBeInTheDocument();
  });

  it('honours a custom item height and buffer', () => {
    renderWithProviders(<VirtualList items={items} height={100} itemHeight={20} buffer={2} renderItem={(item) => item} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
});

describe('ProgressiveLoader', () => {
  beforeEach(() => jest.useFakeTimers());

  it('keeps the skeletons at least 500 ms so they never flash', () => {
    const { rerender } = renderWithProviders(
      <ProgressiveLoader loading>
        <p>Conteúdo</p>
      </ProgressiveLoader>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    rerender(
      <ProgressiveLoader loading={false}>
        <p>Conteúdo</p>
      </ProgressiveLoader>,
    );
    expect(screen.queryByText('Conteúdo')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByText('Conteúdo')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Conteúdo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the children at once when loading took longer than the minimum', () => {
    const { rerender } = renderWithProviders(<ProgressiveLoader loading>ok</ProgressiveLoader>);
    act(() => jest.advanceTimersByTime(800));
    rerender(<ProgressiveLoader loading={false}>ok</ProgressiveLoader>);
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('shows ready content immediately and a custom skeleton when given', () => {
    const { rerender } = renderWithProviders(<ProgressiveLoader loading={false}>pronto</ProgressiveLoader>);
    expect(screen.getByText('pronto')).toBeInTheDocument();
    rerender(
      <ProgressiveLoader loading skeleton={<div>esqueleto</div>}>
        pronto
      </ProgressiveLoader>,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
  });
});

describe('DeferredContent', () => {
  beforeEach(() => jest.useFakeTimers());

  it('renders the children after priority × 100 ms, with a placeholder before', () => {
    renderWithProviders(
      <DeferredContent priority={3} fallback={<span>aguarde</span>}>
        <p>Gráfico</p>
      </DeferredContent>,
    );
    expect(screen.getByText('aguarde')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByText('Gráfico')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Gráfico')).toBeInTheDocument();
    expect(screen.queryByText('aguarde')).not.toBeInTheDocument();
  });

  it('defaults to priority 1 (100 ms)', () => {
    renderWithProviders(<DeferredContent>Depois</DeferredContent>);
    expect(screen.getByTestId('deferred-placeholder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Depois')).toBeInTheDocument();
  });

  it('with lazy, waits until within 100 px of the viewport, whatever the time', () => {
    renderWithProviders(<DeferredContent lazy>Rodapé</DeferredContent>);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText('Rodapé')).not.toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer.options.rootMargin).toBe('100px');
    observer.intersect(false);
    expect(screen.queryByText('Rodapé')).not.toBeInTheDocument();
    observer.intersect(true);
    expect(screen.getByText('Rodapé')).toBeInTheDocument();
  });
});
