import { Create } from 'react-admin';
import { ContactForm } from './ContactForm.js';

export default function ContactCreate() {
  return (
    <Create redirect="show">
      <ContactForm />
    </Create>
  );
}
