import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath, loginPath, registerPath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMe } from '../auth/session.ts';
import { FeatureCards } from './feature-cards.tsx';
import classes from './landing-page.module.css';

const HeroActions = () => {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: me } = useMe();
  if (me) {
    return (
      <Button
        component={Link}
        to={homePath(lang)}
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {t('landing.goHome')}
      </Button>
    );
  }
  return (
    <Group justify="center" gap="sm">
      <Button component={Link} to={loginPath(lang)} size="md">
        {t('landing.signIn')}
      </Button>
      <Button component={Link} to={registerPath(lang)} size="md" variant="outline">
        {t('landing.signUp')}
      </Button>
    </Group>
  );
};

/** Spec §2 landing page: headline, three feature cards, sign in / sign up (or back home), footer. */
export const LandingPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('landing.pageTitle')} />
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 48, sm: 80 }}>
          <Stack align="center" ta="center" gap="lg">
            <Title order={1} className={classes.headline}>
              {t('landing.headline')}
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              {t('landing.subheadline')}
            </Text>
            <HeroActions />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" pt={{ base: 24, sm: 32 }} pb={{ base: 40, sm: 64 }}>
        <FeatureCards />
      </Container>
      <Box component="footer" className={classes.footer}>
        <Text size="sm" ta="center">
          {t('landing.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </>
  );
};
