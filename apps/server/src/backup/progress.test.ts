import { describe, expect, it } from 'vitest';
import { formatBytes, streamProgress } from './progress.ts';

/** What `npm run backup` and `npm run restore` print while they work (ADR 0050). */
function recorder(isTTY: boolean) {
  let text = '';
  let now = 0;
  const out = { isTTY, columns: 120, write: (chunk: string) => (text += chunk) };
  return {
    progress: streamProgress(out, () => now),
    advance: (ms: number) => (now += ms),
    text: () => text,
  };
}

describe('backup and restore progress', () => {
  it('prints plain lines every 10% when the output is not a terminal', () => {
    const r = recorder(false);
    r.progress.step('Listing the uploads');
    r.progress.step('Writing the archive', 2_000_000);
    for (let done = 0; done <= 2_000_000; done += 50_000) r.progress.update(done);
    r.progress.info('Done.');
    const lines = r.text().trimEnd().split('\n');
    expect(lines[0]).toBe('Listing the uploads…');
    expect(lines.slice(1, -1)).toEqual(
      Array.from(
        { length: 11 },
        (_, i) =>
          `Writing the archive: ${i * 10}% (${formatBytes(i * 200_000)} of ${formatBytes(2_000_000)})`,
      ),
    );
    expect(lines.at(-1)).toBe('Done.');
    expect(r.text()).not.toContain('\r');
  });

  it('redraws one bar in place on a terminal, at most every 100 ms, then moves on', () => {
    const r = recorder(true);
    r.progress.step('Restoring', 1_000_000);
    r.advance(1000);
    r.progress.update(500_000);
    r.progress.update(600_000); // within 100 ms of the last drawing: not drawn
    r.advance(1000);
    r.progress.update(1_000_000);
    r.progress.info('Restored.');
    const frames = r.text().split('\r').filter(Boolean);
    expect(frames).toHaveLength(4); // the start, 50%, 100%, and the final redraw before the line
    expect(frames[1]).toMatch(/^Restoring \[█{10}░{10}\]\s+50% 500 kB of 1\.0 MB 500 kB\/s/);
    expect(frames[2]).toMatch(/^Restoring \[█{20}\] 100% 1\.0 MB of 1\.0 MB/);
    expect(r.text()).not.toContain('60%');
    expect(r.text().endsWith('\nRestored.\n')).toBe(true);
  });

  it('formats sizes as disks are sold', () => {
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(3_400_000_000)).toBe('3.4 GB');
  });
});
