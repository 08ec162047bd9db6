import type pg from 'pg';

/** The protocol messages of pg's Connection that its type declarations leave out. */
type CopyConnection = pg.Connection & {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

const CHUNK = 64 * 1024;

/**
 * `COPY … FROM STDIN` with a payload already in memory, without pg-copy-streams (not installed): a pg
 * "submittable" answers the server's CopyInResponse by sending the payload as CopyData and CopyDone.
 * Resolves with the number of rows the server reports. A rebuild writes its fresh tables with it; the benchmarks
 * measure the floor of writing rows with it.
 */
export function copyFromStdin(client: pg.ClientBase, sql: string, payload: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    let failure: Error | undefined;
    const submittable = {
      submit(connection: pg.Connection) {
        connection.query(sql);
      },
      handleCopyInResponse(connection: CopyConnection) {
        for (let at = 0; at < payload.length; at += CHUNK) connection.sendCopyFromChunk(payload.subarray(at, at + CHUNK));
        connection.endCopyFrom();
      },
      handleCommandComplete(message: { text: string }) {
        rows = Number(message.text.split(' ').pop());
      },
      handleError(error: Error) {
        failure = error;
      },
      handleReadyForQuery() {
        if (failure) reject(failure);
        else resolve(rows);
      },
      // Not expected for COPY FROM; present because the client calls whichever the server's messages ask for.
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleCopyData() {},
    };
    client.query(submittable);
  });
}

/** One value in COPY's text format. */
export function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!);
}
