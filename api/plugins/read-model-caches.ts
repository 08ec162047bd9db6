import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { BookingSettings, PredictionAutomations } from '../../domain/preferences/index.js';
import type { DimensionTree, PathNode } from '../../domain/dimensions/index.js';
import { findContact, type ContactRow } from '../../projections/contacts/queries.js';
import type { BookingReads } from '../../projections/dimensions/contact-bookings.js';
import { loadDimensionTree, loadPathNodes } from '../../projections/dimensions/queries.js';
import { loadBookingSettings, loadPredictionAutomations } from '../../projections/preferences/queries.js';
import { ReadModelCache } from '../../projections/read-model-cache.js';
import type { ProjectionRunner } from '../../projections/runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What tagging and booking read of the read models again and again, kept until those change. */
    recentReads: RecentReads;
  }
}

/** Firms and people whose reads are kept, at most; the least recently used are read again. */
const MAX_FIRMS = 2_000;
const MAX_PEOPLE = 20_000;
const MAX_CONTACTS = 50_000;

/**
 * Tagging and booking an activity checked its contact, read the person's booking settings and their firm's
 * dimensions (the whole tree, for each booking) from PostgreSQL at every command: 1.5 of the 3.65 queries a command
 * cost, the projection runners' included (docs/profiles.md). They are kept here until the read model they come from
 * changes (projections/read-model-cache.ts).
 */
class RecentReads implements BookingReads {
  private readonly contacts: ReadModelCache<ContactRow | undefined>;
  private readonly trees: ReadModelCache<DimensionTree>;
  private readonly nodes: ReadModelCache<PathNode[]>;
  private readonly settings: ReadModelCache<BookingSettings>;
  private readonly predictions: ReadModelCache<PredictionAutomations>;

  constructor(
    private readonly pool: pg.Pool,
    runner: Pick<ProjectionRunner, 'onChanged'>,
  ) {
    this.contacts = new ReadModelCache(runner, ['contacts'], MAX_CONTACTS);
    this.trees = new ReadModelCache(runner, ['dimensions'], MAX_FIRMS);
    this.nodes = new ReadModelCache(runner, ['dimensions'], MAX_FIRMS);
    this.settings = new ReadModelCache(runner, ['preferences'], MAX_PEOPLE);
    this.predictions = new ReadModelCache(runner, ['preferences'], MAX_PEOPLE);
  }

  /** A contact of the firm, archived or not; undefined when it has none of that id. */
  contact(clientId: string, id: string): Promise<ContactRow | undefined> {
    return this.contacts.get(`${clientId}/${id}`, () => findContact(this.pool, clientId, id));
  }

  dimensionTree(clientId: string): Promise<DimensionTree> {
    return this.trees.get(clientId, () => loadDimensionTree(this.pool, clientId));
  }

  pathNodes(clientId: string): Promise<PathNode[]> {
    return this.nodes.get(clientId, () => loadPathNodes(this.pool, clientId));
  }

  bookingSettings(clientId: string, userId: string): Promise<BookingSettings> {
    return this.settings.get(`${clientId}/${userId}`, () => loadBookingSettings(this.pool, clientId, userId));
  }

  predictionAutomations(clientId: string, userId: string): Promise<PredictionAutomations> {
    return this.predictions.get(`${clientId}/${userId}`, () => loadPredictionAutomations(this.pool, clientId, userId));
  }

  close(): void {
    for (const cache of [this.contacts, this.trees, this.nodes, this.settings, this.predictions]) cache.close();
  }
}

export const readModelCachesPlugin = fp(
  async (app: FastifyInstance) => {
    const reads = new RecentReads(app.deps.pool, app.deps.runner);
    app.decorate('recentReads', reads);
    app.addHook('onClose', async () => reads.close());
  },
  { name: 'read-model-caches', dependencies: ['dependencies'] },
);
