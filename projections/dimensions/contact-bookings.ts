import type pg from 'pg';
import type { Booking, DecidingTag } from '../../domain/days/index.js';
import { bookingByTagging, booksByTagging, shortestBookedByTagging, type PathNode } from '../../domain/dimensions/index.js';
import type { BookingSettings, PredictionAutomations } from '../../domain/preferences/index.js';
import { loadBookingSettings, loadPredictionAutomations } from '../preferences/queries.js';
import { loadPathNodes } from './queries.js';

/** Whose activity is tagged: the person and their firm. */
type Owner = { readonly client_id: string; readonly user_id: string };

/** Where booking by tagging reads a person's booking settings and prediction automations, and their firm's dimensions from. */
export interface BookingReads {
  bookingSettings(clientId: string, userId: string): Promise<BookingSettings>;
  predictionAutomations(clientId: string, userId: string): Promise<PredictionAutomations>;
  pathNodes(clientId: string): Promise<PathNode[]>;
}

/** The booking tagging makes by itself, and the shortest activity (seconds) it books. */
export interface FollowingBooking {
  readonly booking: Booking;
  readonly from: number;
}

/** Straight from the read models, at every read. */
export const freshBookingReads = (pool: pg.Pool): BookingReads => ({
  bookingSettings: (clientId, userId) => loadBookingSettings(pool, clientId, userId),
  predictionAutomations: (clientId, userId) => loadPredictionAutomations(pool, clientId, userId),
  pathNodes: (clientId) => loadPathNodes(pool, clientId),
});

/**
 * Booking follows the contact (docs/rules.md): the booking that tagging a person's activity to a contact makes by
 * itself, by hand or by a tag (`bookingByTagging`). One lookup serves one request, one registration or one
 * re-tagging batch: it reads each person's booking settings once and, only when they ask for booking, their
 * prediction automations (what is too short to book by itself) and their firm's dimensions once, and goes with what it served. Registration and re-tagging read them fresh from the read models
 * (`freshBookingReads`); the API through what it keeps of them until they change (api/plugins/read-model-caches.ts).
 */
export class ContactBookings {
  private readonly settings = new Map<string, Promise<BookingSettings>>();
  private readonly predictions = new Map<string, Promise<PredictionAutomations>>();
  private readonly nodes = new Map<string, Promise<PathNode[]>>();

  constructor(private readonly reads: BookingReads) {}

  /** The booking that tagging the person's activity to `contactId` makes, and from what duration; or none. */
  async bookingOf(owner: Owner, contactId: string): Promise<FollowingBooking | undefined> {
    const person = JSON.stringify([owner.client_id, owner.user_id]);
    const settings = await once(this.settings, person, () => this.reads.bookingSettings(owner.client_id, owner.user_id));
    if (!booksByTagging(settings)) return undefined;
    const [nodes, prediction] = await Promise.all([
      once(this.nodes, owner.client_id, () => this.reads.pathNodes(owner.client_id)),
      once(this.predictions, person, () => this.reads.predictionAutomations(owner.client_id, owner.user_id)),
    ]);
    const booking = bookingByTagging(settings, nodes, contactId);
    return booking && { booking, from: shortestBookedByTagging(prediction) };
  }

  /**
   * The tag deciding a person's activity as registration and re-tagging hand it to the day: with the booking that
   * follows its contact when it tags to a contact and tagging books for this person (the day books it after tagging,
   * when the activity lasts at least booking_from).
   */
  async withBooking(owner: Owner, tag: DecidingTag | undefined): Promise<DecidingTag | undefined> {
    if (tag?.target.status !== 'contact') return tag;
    const following = await this.bookingOf(owner, tag.target.contact_id);
    return following ? { ...tag, booking: following.booking, booking_from: following.from } : tag;
  }
}

function once<T>(read: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = read.get(key);
  if (!value) read.set(key, (value = load()));
  return value;
}
