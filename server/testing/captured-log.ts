import { createLogger } from '../log.ts';

/** A logger whose lines a test reads back: the raw text as written, and each line parsed. */
export function capturedLog() {
  const written: string[] = [];
  const logger = createLogger({
    level: 'info',
    destination: {
      write(line: string) {
        written.push(line);
      },
    },
  });
  return {
    logger,
    text: () => written.join(''),
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary log fields
    entries: (): any[] =>
      written
        .join('')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    clear: () => written.splice(0),
  };
}
