import { Box, Button, Heading, Text } from '@sge/shared/ui';
import { useNavigate } from '@sge/shared/router';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Box as="section" aria-labelledby="page-title" maxW="560px" mx="auto" mt={10} textAlign="center">
      <Heading as="h1" id="page-title" size="xl" color="brand.secondary" mb={3}>
        Página não encontrada
      </Heading>
      <Text mb={6}>O endereço acessado não existe ou foi movido.</Text>
      <Button onClick={() => navigate('/')} bg="brand.primary" color="brand.secondary">
        Voltar ao início
      </Button>
    </Box>
  );
}
