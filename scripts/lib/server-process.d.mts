import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare const serverEntry: string;
export declare const serverSourceEntry: string;
export declare function freePort(): Promise<number>;
export declare function tempDataDir(prefix?: string): string;

export interface StartedServer {
  url: string;
  port: number;
  dataDir: string;
  readyMs: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

export declare function startServer(options?: {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  keepDataDir?: boolean;
  quiet?: boolean;
  wrap?: string[];
  nodeArgs?: string[];
  stopTimeoutMs?: number;
  /** Run apps/server/src/server.ts through tsx instead of the build. */
  fromSource?: boolean;
}): Promise<StartedServer>;
