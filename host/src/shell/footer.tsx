import { Box, HStack, Text, FacebookIcon, InstagramIcon, LinkedinIcon, chakra } from '@sge/shared/ui';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedinIcon },
] as const;

/** Footer with copyright and social links (SPEC §2). */
export function Footer() {
  return (
    <Box
      as="footer"
      borderTopWidth="1px"
      px={{ base: 3, md: 6 }}
      py={3}
      display="flex"
      flexWrap="wrap"
      gap={2}
      alignItems="center"
      justifyContent="space-between"
    >
      <Text fontSize="sm" color="fg.muted">
        © {new Date().getFullYear()} SGE — Sistema de Gestão de Eventos
      </Text>
      <HStack as="ul" listStyleType="none" m={0} p={0} gap={3} aria-label="Redes sociais">
        {SOCIAL.map(({ label, href, Icon }) => (
          <li key={label}>
            <chakra.a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} color="fg.muted" _hover={{ color: 'brand.secondary' }} display="inline-flex" p={1}>
              <Icon />
            </chakra.a>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
