import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { notify } from '@sge/shared/notify';
import { ApiError } from '@sge/shared/http';
import { LOGIN_ERROR_TEXT, login } from '../features/auth/api';
import { safeRedirect } from '../routes/route-guard';
import { refreshSystemSettings } from '../features/settings/system-settings';
import { prepareSignedInScreen } from '../features/auth/signed-in-screen';

interface LoginFieldProps {
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}

/** A labelled, required text field with its error text (the markup Chakra's Field gave it). */
function LoginField({ label, name, type = 'text', autoComplete, value, onChange, error, autoFocus }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sge-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
      {error && (
        <div id={errorId} className="sge-field-error" aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Sign-in (SPEC §2): 'Usuário', 'Senha', 'Entrar'; success goes to ?redirect= or the dashboard.
 * Plain elements styled by the static sheet of index.html (`.sge-login`), so the first screen of a
 * signed-out phone loads and runs no Chakra, emotion or theme (issue 15: TBT, first-load KiB).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSessionStore((s) => s.signIn);
  const signOut = useSessionStore((s) => s.signOut);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const usernameError = touched && !username.trim() ? 'Informe o usuário' : null;
  const passwordError = touched && !password ? 'Informe a senha' : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setSubmitting(true);
    const target = safeRedirect(search) ?? '/';
    // The signed-in screen's code loads while the password is checked; the form stays until it is here.
    const screenReady = prepareSignedInScreen(target);
    try {
      const response = await login({ username: username.trim(), password });
      await screenReady;
      signIn(response);
      void refreshSystemSettings();
      navigate(target, { replace: true });
    } catch (error) {
      signOut();
      notify.error(error instanceof ApiError && error.status !== 0 && error.body ? error.message : LOGIN_ERROR_TEXT);
      setSubmitting(false);
    }
  };

  return (
    <div className="sge-login-center">
      <section aria-labelledby="login-title" className="sge-login-card">
        <h1 id="login-title">Sistema de Gestão de Eventos</h1>
        <p>Entre com seu usuário e senha.</p>
        <form onSubmit={onSubmit} noValidate className="sge-login-form">
          <LoginField label="Usuário" name="username" autoComplete="username" value={username} onChange={setUsername} error={usernameError} autoFocus />
          <LoginField label="Senha" name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={passwordError} />
          <button type="submit" className="sge-btn" disabled={submitting} aria-busy={submitting || undefined}>
            <span>Entrar</span>
          </button>
        </form>
      </section>
    </div>
  );
}
