import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column may break after the `@` and before each dot of the domain
 * ("anna.berger@" / "customers.demo.test"), never inside a word: an address has no spaces, so
 * without these places a long one would widen its whole table.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const [first, ...rest] = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the labels of a domain are in a fixed order.
        <Fragment key={index}>
          <wbr />.{label}
        </Fragment>
      ))}
    </>
  );
}
