// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewerFullscreen } from './viewer-fullscreen';

function Viewer() {
  const { ref, active, expanded, toggle } = useViewerFullscreen<HTMLDivElement>();
  return (
    <div>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <div ref={ref} data-testid="frame" data-active={String(active)} data-expanded={String(expanded)} />
    </div>
  );
}

function pressEscape() {
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
}

const frame = () => screen.getByTestId('frame');

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('useViewerFullscreen', () => {
  it("falls back on the viewer's own expanded mode, which Escape leaves", async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(<Viewer />);
    await act(async () => screen.getByText('toggle').click());
    expect(frame().dataset.expanded).toBe('true');
    expect(frame().dataset.active).toBe('true');
    pressEscape();
    expect(frame().dataset.expanded).toBe('false');
    expect(frame().dataset.active).toBe('false');
  });

  it("uses the browser's full screen, follows it, and leaves it on Escape", async () => {
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    const exit = vi.fn(async () => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    render(<Viewer />);
    const request = vi.fn(async function (this: Element) {
      current = this;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.defineProperty(frame(), 'requestFullscreen', { configurable: true, value: request });
    await act(async () => screen.getByText('toggle').click());
    expect(request).toHaveBeenCalledTimes(1);
    expect(frame().dataset.active).toBe('true');
    expect(frame().dataset.expanded).toBe('false');
    pressEscape();
    expect(exit).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(frame().dataset.active).toBe('false');

    // Left by the browser itself (its own Escape): the state follows.
    await act(async () => screen.getByText('toggle').click());
    expect(frame().dataset.active).toBe('true');
    act(() => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(frame().dataset.active).toBe('false');
  });
});
