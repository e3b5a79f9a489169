/**
 * Progress of a long backup or restore: a bar redrawn in place on a terminal, plain lines
 * (every 10%) when the output goes to a file or a log.
 */
export interface Progress {
  /** A new step; `total` (bytes) when the step can say how far along it is. */
  step(title: string, total?: number): void;
  /** Bytes done in the current step. */
  update(done: number): void;
  /** A line of its own (a result, a warning). */
  info(line: string): void;
}

export const silentProgress: Progress = { step() {}, update() {}, info() {} };

/** 1,234,567 → "1.2 MB" (powers of 1000, as disks are sold). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${units[unit]}`;
}

const BAR_WIDTH = 20;
const REDRAW_MS = 100;

export function streamProgress(
  out: { write(text: string): unknown; isTTY?: boolean; columns?: number },
  now: () => number = () => performance.now(),
): Progress {
  let title = '';
  let total: number | undefined;
  let done = 0;
  let drawnAt = -Infinity;
  let lastTenth = -1;
  let lineOpen = false;
  let startedAt = 0;

  const closeLine = () => {
    if (lineOpen) out.write('\n');
    lineOpen = false;
  };
  const draw = (force: boolean) => {
    if (!out.isTTY) {
      if (total === undefined || total === 0) return;
      const tenth = Math.min(10, Math.floor((done / total) * 10));
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      out.write(`${title}: ${tenth * 10}% (${formatBytes(done)} of ${formatBytes(total)})\n`);
      return;
    }
    const t = now();
    if (!force && t - drawnAt < REDRAW_MS) return;
    drawnAt = t;
    let line = title;
    if (total) {
      const share = Math.min(1, done / total);
      const filled = Math.round(share * BAR_WIDTH);
      const seconds = (t - startedAt) / 1000;
      const rate = seconds > 0.5 ? ` ${formatBytes(done / seconds)}/s` : '';
      line +=
        ` [${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` +
        `${String(Math.floor(share * 100)).padStart(3)}% ` +
        `${formatBytes(done)} of ${formatBytes(total)}${rate}`;
    } else {
      line += '…';
    }
    const width = out.columns ?? 100;
    out.write(`\r${line.slice(0, width - 1).padEnd(Math.min(width - 1, line.length + 10))}`);
    lineOpen = true;
  };

  return {
    step(nextTitle, nextTotal) {
      if (out.isTTY) {
        if (lineOpen) draw(true);
        closeLine();
      }
      title = nextTitle;
      total = nextTotal;
      done = 0;
      lastTenth = -1;
      startedAt = now();
      if (out.isTTY) draw(true);
      else if (total === undefined || total === 0) out.write(`${title}…\n`);
      else draw(true);
    },
    update(nextDone) {
      done = nextDone;
      draw(false);
    },
    info(line) {
      if (out.isTTY && lineOpen) {
        draw(true);
        closeLine();
      }
      out.write(`${line}\n`);
    },
  };
}
