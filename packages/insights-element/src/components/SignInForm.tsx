import { useMessages } from '@pc/shared';
import { type FormEvent, useState } from 'react';
import { insightsMessages } from '../messages/index.ts';
import { Field } from './Field.tsx';

export interface SignInFormProps {
  busy: boolean;
  onSignIn(email: string, password: string): void;
  /** A pointer, finger or focus reached the form: what follows a sign-in may start loading. */
  onHeadedFor?(): void;
}

/** The owner's sign-in (docs/decisions/0119). What was typed stays when the sign-in fails. */
export function SignInForm({ busy, onSignIn, onHeadedFor }: SignInFormProps) {
  const m = useMessages(insightsMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSignIn(email, password);
  };
  return (
    <form
      className="insights__sign-in"
      part="sign-in"
      onSubmit={submit}
      onPointerOver={onHeadedFor}
      onPointerDown={onHeadedFor}
      onFocus={onHeadedFor}
    >
      <h2>{m.signInTitle}</h2>
      <Field
        label={m.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <Field
        label={m.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        {m.signIn}
      </button>
    </form>
  );
}
