import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense } from 'react';
import { lazyControl } from '@/components/ui/lazy-component';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** Renders the part under a boundary and counts the commits until it shows. */
function renderCounted(Control: React.ComponentType<{ label: string }>) {
  let commits = 0;
  render(
    <Profiler id="part" onRender={() => (commits += 1)}>
      <Suspense fallback={<p>waiting</p>}>
        <Control label="the part" />
      </Suspense>
    </Profiler>,
  );
  return () => commits;
}

describe('lazyControl', () => {
  it('draws a preloaded part in the render that first shows it, without its fallback', async () => {
    const Control = lazyControl(() => Promise.resolve(Part));
    await Control.preload();
    const commits = renderCounted(Control);
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(commits()).toBe(1);
  });

  it('shows the fallback first when the code is not here yet, then the part', async () => {
    let arrive: (part: typeof Part) => void = () => undefined;
    const Control = lazyControl(() => new Promise<typeof Part>((resolve) => (arrive = resolve)));
    renderCounted(Control);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive(Part));
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('takes what a shared loader has loaded as here', () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const Control = lazyControl(load, () => Part);
    renderCounted(Control);
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once for many renders and preloads, and tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Part);
    const Control = lazyControl(load);
    await expect(Control.preload()).rejects.toThrow('offline');
    await Control.preload();
    await Control.preload();
    expect(load).toHaveBeenCalledTimes(2);
    renderCounted(Control);
    expect(screen.getByText('the part')).toBeInTheDocument();
  });
});
