import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/**
 * Standard output, written synchronously: the lines written just before the process exits (stopping) are not
 * lost, and the log and the start banner (writeOut) never cut into each other's lines.
 */
const standardOutput = pino.destination({ dest: 1, sync: true });

/** Text for the person at the console, beside the log (the start banner). */
export function writeOut(text: string): void {
  standardOutput.write(text);
}

/**
 * The portal's logger: JSON lines for servers (a log collector reads them), or pino-pretty's readable lines for a
 * person at a terminal. Unless LOG_FORMAT says, a terminal gets readable lines, anything else JSON.
 */
export function createLogger(level: string, format?: LogFormat) {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  const terminal = Boolean(process.stdout.isTTY);
  if ((format ?? (terminal ? 'pretty' : 'json')) === 'json') return pino(options, standardOutput);
  return pino(options, pretty({ destination: standardOutput, colorize: terminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
}
