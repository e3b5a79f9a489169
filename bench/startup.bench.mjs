// Time to ready (listening and /api/health answering): first start on an empty DATA_DIR
// (creates the embedded database and migrates) and restart on the existing one.
import { rmSync } from 'node:fs';
import { startServer, tempDataDir } from '../scripts/lib/server-process.mjs';

export async function run() {
  const dataDir = tempDataDir();
  try {
    const first = await startServer({ dataDir });
    await first.stop();
    const restarts = [];
    for (let i = 0; i < 3; i++) {
      const again = await startServer({ dataDir });
      restarts.push(again.readyMs);
      await again.stop();
    }
    console.log('\nStart-up (process spawn → /api/health answers)');
    console.log(
      `  first start, empty DATA_DIR: ${(first.readyMs / 1000).toFixed(2)} s (goal < 10 s)`,
    );
    console.log(
      `  restart, existing DATA_DIR:  ${restarts.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s (goal < 2 s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
