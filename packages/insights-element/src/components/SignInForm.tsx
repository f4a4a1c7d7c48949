import { type FormEvent, useState } from 'react';
import { Field } from './Field.tsx';

export interface SignInFormProps {
  busy: boolean;
  onSignIn(email: string, password: string): void;
}

/** The owner's sign-in (docs/decisions/0119). What was typed stays when the sign-in fails. */
export function SignInForm({ busy, onSignIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSignIn(email, password);
  };
  return (
    <form className="insights__sign-in" part="sign-in" onSubmit={submit}>
      <h2>Shop owner sign-in</h2>
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
