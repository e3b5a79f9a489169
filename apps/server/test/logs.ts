/** Log lines of a test app: pass `stream` as `logStream` (with LOG_LEVEL set) and read `lines`. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  return {
    stream: {
      write(line: string) {
        raw += line;
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    /** Parsed log lines (pino levels: 30 info, 40 warn, 50 error). */
    lines,
    /** Everything logged, as written. */
    text: () => raw,
    /** Lines at error level or above. */
    errors: () => lines.filter((l) => Number(l.level) >= 50),
  };
}
