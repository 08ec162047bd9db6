import type { CalendarCredentials } from '../../integrations/index.js';
import { GoogleCalendarReader } from '../../integrations/google/calendar.js';
import { GraphCalendarReader } from '../../integrations/microsoft/calendar.js';
import type { CalendarReader, CalendarReaderOptions } from './reader.js';

export function createCalendarReader(connection: CalendarCredentials, options: CalendarReaderOptions = {}): CalendarReader {
  switch (connection.system) {
    case 'microsoft':
      return new GraphCalendarReader(connection.credentials, options);
    case 'google':
      return new GoogleCalendarReader(connection.credentials, options);
  }
}
