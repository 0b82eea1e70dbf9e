import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Input, Text, chakra } from '@sge/shared/ui';
import { useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { notify } from '@sge/shared/notify';
import { ApiError } from '@sge/shared/http';
import { LOGIN_ERROR_TEXT, login } from '../features/auth/api';
import { safeRedirect } from '../routes/route-guard';
import { refreshSystemSettings } from '../features/settings/system-settings';

/** Sign-in (SPEC §2): 'Usuário', 'Senha', 'Entrar'; success goes to ?redirect= or the dashboard. */
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
    try {
      const response = await login({ username: username.trim(), password });
      signIn(response);
      void refreshSystemSettings();
      navigate(safeRedirect(search) ?? '/', { replace: true });
    } catch (error) {
      signOut();
      notify.error(error instanceof ApiError && error.status !== 0 && error.body ? error.message : LOGIN_ERROR_TEXT);
      setSubmitting(false);
    }
  };

  return (
    <Box minH="calc(100vh - 48px)" display="flex" alignItems="center" justifyContent="center">
      <Box as="section" aria-labelledby="login-title" w="100%" maxW="400px" bg="white" borderRadius="lg" boxShadow="lg" borderTop="6px solid" borderTopColor="brand.primary" p={8}>
        <Heading as="h1" id="login-title" size="lg" color="brand.secondary" mb={1}>
          Sistema de Gestão de Eventos
        </Heading>
        <Text color="fg.muted" mb={6}>
          Entre com seu usuário e senha.
        </Text>
        <chakra.form onSubmit={onSubmit} noValidate display="flex" flexDirection="column" gap={4}>
          <Field.Root invalid={Boolean(usernameError)} required>
            <Field.Label>Usuário</Field.Label>
            <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
            {usernameError && <Field.ErrorText>{usernameError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(passwordError)} required>
            <Field.Label>Senha</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            {passwordError && <Field.ErrorText>{passwordError}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={submitting} bg="brand.primary" color="brand.secondary" fontWeight="bold" _hover={{ bg: 'gold.600' }}>
            Entrar
          </Button>
        </chakra.form>
      </Box>
    </Box>
  );
}
