import { Box, Button, Heading, HStack, Text } from '@sge/shared/ui';
import { useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';

/** Access denied (SPEC §2). */
export default function UnauthorizedPage() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const signOut = useSessionStore((s) => s.signOut);
  return (
    <Box as="section" aria-labelledby="page-title" maxW="560px" mx="auto" mt={10} textAlign="center">
      <Heading as="h1" id="page-title" size="xl" color="brand.secondary" mb={3}>
        Acesso não autorizado
      </Heading>
      <Text mb={6}>Você não tem permissão para acessar esta página. Fale com um administrador se precisar deste acesso.</Text>
      <HStack justifyContent="center" gap={3}>
        {signedIn && (
          <Button onClick={() => navigate('/')} bg="brand.primary" color="brand.secondary">
            Voltar ao início
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => {
            signOut();
            navigate('/login');
          }}
        >
          Entrar com outro usuário
        </Button>
      </HStack>
    </Box>
  );
}
