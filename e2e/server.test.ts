import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { repoRoot, serverEntry, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';

/** `unshare` needs root (CI runs as root); elsewhere that test is skipped. */
const canUnshare = spawnSync('unshare', ['-u', '-p', '-f', '--mount-proc', 'true']).status === 0;

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dataDir = inject('dataDir');
    const second = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('already using this data folder');
    // The running server is unharmed.
    const health = await fetch(`${inject('baseUrl')}/api/health`);
    expect(health.status).toBe(200);
  });

  it.skipIf(!canUnshare)(
    'refuses a second server whatever its host name and pid namespace',
    async () => {
      const dataDir = inject('dataDir');
      // Another host name and pid namespace, as a second container sharing the volume.
      const script = `hostname other-container && exec "${process.execPath}" "${serverEntry}"`;
      const args = ['-u', '-p', '-f', '--kill-child', '--mount-proc', 'sh', '-c', script];
      const second = spawn('unshare', args, {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
      });
      let stderr = '';
      second.stderr.on('data', (chunk) => (stderr += chunk));
      const exited = new Promise((resolve) => second.on('exit', resolve));
      // It must refuse within a few heartbeats; one that starts is stopped here.
      const code = await Promise.race([exited, sleep(20_000).then(() => 'still running')]);
      if (second.exitCode === null) second.kill('SIGKILL');
      expect(stderr).toContain('already using this data folder');
      expect(code).toBe(1);
      const health = await fetch(`${inject('baseUrl')}/api/health`);
      expect(health.status).toBe(200);
    },
  );

  it('stops cleanly on SIGTERM and starts again on the same DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir, keepDataDir: true });
    expect(await first.stop()).toBe(0);
    const again = await startServer({ dataDir });
    const health = await (await fetch(`${again.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: { ok: true, driver: 'pglite' } });
    expect(await again.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with a list of problems when the configuration is invalid', async () => {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'chatty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT:/);
    expect(stderr).toMatch(/LOG_LEVEL:/);
  });
});
