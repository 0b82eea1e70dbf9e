import { formatDate } from '@sge/shared/format';
import { Avatar, Box, Heading, SimpleGrid, Text } from '@sge/shared/ui';
import { useSessionStore } from '@sge/shared/session';
import { buildProfile } from '../features/profile/build-profile';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m={0} fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

export default function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const profile = buildProfile(user);
  return (
    <Box as="section" aria-labelledby="page-title" maxW="720px">
      <Heading as="h1" id="page-title" size="xl" color="brand.secondary" mb={6}>
        Perfil
      </Heading>
      <Box display="flex" gap={6} alignItems="flex-start" flexWrap="wrap" borderWidth="1px" borderRadius="lg" p={6} bg="white">
        <Avatar.Root size="2xl" bg="brand.secondary" color="white">
          {profile.photoUrl && <Avatar.Image src={profile.photoUrl} alt={`Foto de ${profile.name}`} />}
          <Avatar.Fallback name={profile.name} />
        </Avatar.Root>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap={4} flex="1" m={0}>
          <Item label="Nome" value={profile.name} />
          <Item label="Perfil de acesso" value={profile.role} />
          <Item label="E-mail" value={profile.email} />
          <Item label="Telefone" value={profile.phone} />
          <Item label="Documento" value={profile.document} />
          <Item label="Identificador" value={String(profile.id)} />
          {profile.createdAt && <Item label="Criado em" value={formatDate(profile.createdAt)} />}
          {profile.bio && <Item label="Sobre" value={profile.bio} />}
        </SimpleGrid>
      </Box>
    </Box>
  );
}
