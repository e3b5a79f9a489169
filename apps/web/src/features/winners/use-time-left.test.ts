import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeLeft } from './use-time-left';

describe('useTimeLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-10-31T23:57:30Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down minute by minute, then reports the end (once a minute)', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useTimeLeft('2025-11-01T00:00:00.000Z', onEnd));
    expect(result.current).toBe(150_000);

    // It re-renders only when the whole minutes left drop: 2:30 → 1:59.999 → 0:59.999.
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(150_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(119_999);
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(119_999);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(59_999);
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe(0);
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});
