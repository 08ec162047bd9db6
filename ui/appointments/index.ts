import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';
import type { Appointment } from '../providers/domain.js';

/** The appointments resource: the Appointments screen (your calendars' appointments) and arranging one. */
export default {
  list: lazy(() => import('./AppointmentList.js')),
  create: undefined,
  edit: lazy(() => import('./AppointmentEdit.js')),
  show: undefined,
  icon: EventIcon,
  recordRepresentation: (record: Appointment) => record.description,
};
