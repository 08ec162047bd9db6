import { Edit } from 'react-admin';
import { ContactForm } from './ContactForm.js';

export default function ContactEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ContactForm />
    </Edit>
  );
}
