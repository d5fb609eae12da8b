// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstRender } from './after-first-render';
import { testRoot } from './test-root';

// Deferred parts of a page (decision 084): a listing's cards each mount a few at hydration.

const view = testRoot({ act: false });

afterEach(() => {
  vi.restoreAllMocks();
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('afterFirstRender', () => {
  it('shows the placeholder, then the loaded part in every place, with one frame request for all of them (decision 179)', async () => {
    // Frames run when the test says: on a busy machine a real frame could come and go between
    // two looks, and the placeholders with it.
    const due: FrameRequestCallback[] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => due.push(callback));
    const paint = () => { for (const callback of due.splice(0)) callback(performance.now()); };
    const Heart = afterFirstRender(
      () => Promise.resolve(({ id }: { id: number }) => <b data-loaded={id} />),
      ({ id }) => <i data-placeholder={id} />,
    );
    view.render(<>{Array.from({ length: 40 }, (_, id) => <Heart key={id} id={id} />)}</>);
    await until(() => view.host.querySelectorAll('[data-placeholder]').length === 40);
    expect(view.host.querySelectorAll('[data-placeholder]')).toHaveLength(40);
    expect(view.host.querySelector('[data-loaded]')).toBeNull();
    await until(() => {
      paint();
      return view.host.querySelectorAll('[data-loaded]').length === 40;
    });
    expect(view.host.querySelectorAll('[data-loaded]')).toHaveLength(40);
    expect(view.host.querySelector('[data-placeholder]')).toBeNull();
    // The mounts' shared wait for the paint, then the part's turn to mount: two frames, not 41.
    expect(frames.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
