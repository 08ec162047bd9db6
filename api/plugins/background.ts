import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work a request starts but does not wait for (say, looking an email up and mailing a reset link): the answer
     * goes out first, whatever the work finds. A failure is logged with the request's reference. Closing the app
     * waits for what is still running.
     */
    runInBackground(log: FastifyBaseLogger, work: () => Promise<void>): void;
  }
}

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<void>>();
    app.decorate('runInBackground', (log: FastifyBaseLogger, work: () => Promise<void>) => {
      const task: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error }, 'background work failed'))
        .finally(() => running.delete(task));
      running.add(task);
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(running);
    });
  },
  { name: 'background' },
);
