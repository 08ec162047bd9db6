import type { MailTexts } from '../compose.js';
import { dayOf } from './dates.js';

/** The mails in English. */
export const en: MailTexts = {
  invite: ({ name, inviter, firm, days }) => ({
    subject: `${inviter} invites you to ${firm} on Tally`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `${inviter} has invited you to register your time with ${firm} on Tally.`,
      `Choose a password through the link below to activate your account. The link is valid for ${days} days and works once.`,
    ],
    action: 'Accept the invitation',
    closing: 'Not expecting this invitation? Then you can ignore this email.',
  }),
  verify_email: ({ name, days }) => ({
    subject: 'Confirm your email address for Tally',
    greeting: `Hello ${name},`,
    paragraphs: [`Confirm through the link below that this email address is yours. The link is valid for ${days} days and works once.`],
    action: 'Confirm email address',
    closing: 'Did not ask for this? Then you can ignore this email.',
  }),
  password_reset: ({ name, hours }) => ({
    subject: 'A new password for Tally',
    greeting: `Hello ${name},`,
    paragraphs: [`Choose a new password through the link below. The link is valid for ${hours} hours and works once.`],
    action: 'Choose a new password',
    closing: 'Did not ask for this? Then your password stays as it is.',
  }),
  booking_reminder: ({ name, date, unpublished }) => ({
    subject: `Book and publish ${dayOf(date, 'en')}`,
    greeting: `Hello ${name},`,
    paragraphs: [`${dayOf(date, 'en')} still has ${unpublished} of time that is not published. Book it and publish the day while you still remember it.`],
    action: 'Open the day',
    closing: 'You get this reminder on your working days; your reminder settings say when, and whether by email.',
  }),
};
