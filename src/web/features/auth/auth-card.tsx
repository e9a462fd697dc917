import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title.tsx';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the login and register pages: one h1, a short intro, then the form. */
export const AuthCard = ({ title, subtitle, children }: AuthCardProps) => (
  <Container size={460} w="100%" px="md" py={{ base: 'lg', sm: 48 }}>
    <PageTitle title={title} />
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  </Container>
);
