import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ISLAND_TEXTS, VenueButton, lazyIsland, whenIdle } from '@sge/shared/venue';

function Panel({ text }: { text: string }) {
  return <p>{text}</p>;
}

it('mounts its module inside the light tree without remounting the tree around it', async () => {
  const island = lazyIsland(() => Promise.resolve({ default: Panel }));
  const mounts = jest.fn();
  function Light() {
    const [value] = useState(() => {
      mounts();
      return 'campo';
    });
    return (
      <div>
        <input aria-label="Buscar" defaultValue={value} />
        <island.Island text="Ilha" />
      </div>
    );
  }
  render(<Light />);
  expect(await screen.findByText('Ilha')).toBeInTheDocument();
  expect(mounts).toHaveBeenCalledTimes(1);
  expect(island.loaded()).toBe(true);
});

it('says when its code could not be loaded, and a tap loads it again', async () => {
  const user = userEvent.setup();
  const loader = jest.fn<Promise<{ default: typeof Panel }>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Panel });
  const island = lazyIsland(loader);
  render(<island.Island text="Ilha" />);
  await user.click(await screen.findByRole('button', { name: ISLAND_TEXTS.failed }));
  expect(await screen.findByText('Ilha')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

it('runs a task when the browser is idle, or on a timer where it cannot tell', () => {
  const task = jest.fn();
  const requestIdleCallback = jest.fn((callback: () => void) => {
    callback();
    return 1;
  });
  whenIdle(task, { requestIdleCallback } as unknown as Window);
  expect(task).toHaveBeenCalledTimes(1);
  jest.useFakeTimers();
  try {
    const cancel = whenIdle(task, window);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

it('draws a busy button that ignores taps', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <VenueButton variant="primary" size="lg" loading onClick={onClick}>
      Entrada
    </VenueButton>,
  );
  const button = screen.getByRole('button', { name: 'Entrada' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveClass('sge-v-btn', 'sge-v-btn-primary', 'sge-v-btn-lg');
  await user.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('counts as failed a module whose Chakra did not arrive, and loads it again when asked again', async () => {
  let chakra = false;
  const island = lazyIsland(() => Promise.resolve({ default: Panel, ready: () => chakra }));
  await expect(island.load()).rejects.toThrow();
  expect(island.loaded()).toBe(false);
  chakra = true;
  await expect(island.load()).resolves.toBe(Panel);
});

it('asks again each time: a module whose Chakra was emptied after it arrived counts as failed', async () => {
  let chakra = true;
  const island = lazyIsland(() => Promise.resolve({ default: Panel, ready: () => chakra }));
  await expect(island.load()).resolves.toBe(Panel);
  chakra = false;
  await expect(island.load()).rejects.toThrow();
});
