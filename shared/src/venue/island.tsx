import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** What an island says when its code cannot be loaded (a broken deploy, offline with an old cache). */
export const ISLAND_TEXTS = {
  failed: 'Não foi possível carregar; tente novamente',
  loading: 'Carregando...',
} as const;

/**
 * An island's module: its component, and `ready`, which reads the `UiProvider` it imported. A
 * Chakra chunk that failed to load can leave the shared module empty without failing the island's
 * own import; `ready()` then is false (or throws) and the load counts as failed, so the island (and
 * a menu waiting for it) says so at once instead of when it renders.
 */
export interface IslandModule<P> {
  default: ComponentType<P>;
  ready?: () => boolean;
}

type Loader<P> = () => Promise<IslandModule<P>>;

const isReady = (module: Pick<IslandModule<never>, 'ready'>): boolean => {
  try {
    return module.ready ? module.ready() : true;
  } catch {
    return false;
  }
};

/** A part of the venue path that needs Chakra, loaded on demand (see {@link lazyIsland}). */
export interface ChakraIsland<P extends object> {
  /** Renders the island's component once loaded; nothing while it loads; a retry when it fails. */
  Island: ComponentType<P>;
  /** Loads the island's code (once; a failed load is forgotten so it can be asked again). */
  load: () => Promise<ComponentType<P>>;
  /** Whether the code has arrived (the island then renders in the same pass). */
  loaded: () => boolean;
}

class IslandBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <IslandFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** 'Não foi possível carregar; tente novamente', a button that asks again. */
export function IslandFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="sge-v-alert">
      <button type="button" className="sge-v-btn sge-v-btn-outline" onClick={onRetry}>
        {ISLAND_TEXTS.failed}
      </button>
    </div>
  );
}

/**
 * A Chakra island of the venue path: `load` fetches a module (its own chunk) whose default export
 * renders Chakra inside its own `UiProvider`. The island renders as a child of the light tree, which
 * is never inside a ChakraProvider, so nothing around it remounts when Chakra arrives. A load that
 * fails shows {@link ISLAND_TEXTS.failed} with a retry, and only there.
 */
export function lazyIsland<P extends object>(loader: Loader<P>): ChakraIsland<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: IslandModule<P> | null = null;

  const load = (): Promise<ComponentType<P>> => {
    // Asked again each time: a shared module can be emptied after the island's code arrived.
    if (loaded && isReady(loaded)) return Promise.resolve(loaded.default);
    if (loaded) {
      loaded = null;
      pending = null;
    }
    pending ??= loader()
      .then((module) => {
        if (!isReady(module)) throw new Error('The Chakra part (@sge/shared/ui) could not be loaded');
        loaded = module;
        return module.default;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };

  function Island(props: P) {
    const [current, setCurrent] = useState<ComponentType<P> | null>(() => (loaded ? loaded.default : null));
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (current) return;
      let live = true;
      load().then(
        (c) => live && setCurrent(() => c),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [current, attempt]);

    const retry = () => {
      setFailed(false);
      setAttempt((a) => a + 1);
    };
    if (failed) return <IslandFailed onRetry={retry} />;
    if (!current) return null;
    const Loaded = current;
    return (
      <IslandBoundary onRetry={retry}>
        <Loaded {...props} />
      </IslandBoundary>
    );
  }

  return { Island, load, loaded: () => loaded !== null };
}
