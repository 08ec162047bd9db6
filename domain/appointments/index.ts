/** Appointments: calendar events of a person, arranged (a contact, internal or ignored), confirmed into activity on their day. */
export {
  APPOINTMENT_STREAM_PREFIX,
  appointmentDecider,
  appointmentIdFor,
  appointmentIdOf,
  appointmentStream,
  type AppointmentCommand,
} from './commands.js';
export { activitiesOf } from './activities.js';
export { meetsAppointmentConditions } from './conditions.js';
export { referencesOfAppointment } from './references.js';
export { CONFIRMATION_RULE, needsConfirmation, travelTime } from './confirmation.js';
export {
  appointmentEventTypes,
  NOBODY,
  type ActivityRef,
  type Appointment,
  type AppointmentEvent,
  type AppointmentSource,
  type AppointmentStatus,
  type Arrangement,
  type HeldChange,
  type Travel,
  type TravelLeg,
} from './events.js';
