import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, after the @ and after each dot, never inside a word while
 * those places suffice; a single part longer than its line still breaks rather than widen the screen.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="wrap-break-word">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
