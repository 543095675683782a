import * as styles from './contacts.css';

/** `+44 20 7946 0101` -> `tel:+442079460101`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An email address as a mailto: link. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className={styles.addressLink} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/** A phone number as a tel: link (the digits and a leading +). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className={styles.addressLink} href={telHref(phone)}>
      {phone}
    </a>
  );
}
