import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/setup';
import { AnimatedNumber } from './animated-number';

/** Drives requestAnimationFrame by hand: each step runs the pending frame at the given time. */
function manualFrames() {
  let pending: FrameRequestCallback | null = null;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    pending = null;
  });
  return (at: number) =>
    act(() => {
      const frame = pending;
      pending = null;
      frame?.(at);
    });
}

describe('animated number', () => {
  it('counts up to the figure in 600 ms; screen readers get the figure at once', () => {
    const frame = manualFrames();
    render(<AnimatedNumber value={1_000} format={String} />);
    const shown = screen.getByTestId('animated-number');
    expect(screen.getByText('1000')).toBeTruthy();
    frame(100);
    expect(shown.textContent).toBe('0');
    frame(400);
    const halfway = Number(shown.textContent);
    expect(halfway).toBeGreaterThan(500);
    expect(halfway).toBeLessThan(1_000);
    frame(550);
    expect(Number(shown.textContent)).toBeLessThan(1_000);
    frame(700);
    expect(shown.textContent).toBe('1000');
  });

  it('shows the figure at once when the user prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    manualFrames();
    render(<AnimatedNumber value={42} format={String} />);
    expect(screen.getByTestId('animated-number').textContent).toBe('42');
    matchMedia.mockRestore();
  });
});
