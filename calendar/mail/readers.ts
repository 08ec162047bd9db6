import type { CalendarCredentials } from '../../integrations/index.js';
import { GmailReader } from '../../integrations/google/gmail.js';
import { GraphMailReader } from '../../integrations/microsoft/mail.js';
import type { MailReader, MailReaderOptions } from './reader.js';

export function createMailReader(connection: CalendarCredentials, options: MailReaderOptions = {}): MailReader {
  switch (connection.system) {
    case 'microsoft':
      return new GraphMailReader(connection.credentials, options);
    case 'google':
      return new GmailReader(connection.credentials, options);
  }
}
