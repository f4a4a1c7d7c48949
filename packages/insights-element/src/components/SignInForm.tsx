import { type FormEvent, useState } from 'react';

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
      <label className="insights__field">
        Email
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="insights__field">
        Password
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
