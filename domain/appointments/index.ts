/** Appointments: calendar events of a person, arranged (a contact, internal or ignored), confirmed into activity on their day. */
export {
  APPOINTMENT_STREAM_PREFIX,
  AppointmentNotArrangedError,
  appointmentDecider,
  appointmentIdFor,
  appointmentIdOf,
  appointmentStream,
  type AppointmentCommand,
} from './commands.js';
export { activitiesOf, type AppointmentActivity } from './activities.js';
export { meetsAppointmentConditions } from './conditions.js';
export { referencesOfAppointment } from './references.js';
export { CONFIRMATION_RULE, needsConfirmation, travelTime } from './confirmation.js';
export {
  appointmentEventTypes,
  isArranged,
  NO_TRAVEL,
  NOBODY,
  type ActivityRef,
  type Appointment,
  type AppointmentEvent,
  type AppointmentSource,
  type AppointmentStatus,
  type Arrangement,
  type CalendarDetails,
  type HeldChange,
  type Travel,
  type TravelLeg,
} from './events.js';
