import { Anchor, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { academyPath, courseOfActivityPath } from './academy-paths.ts';

/**
 * template/{activityId} of a premium course the user has no access to (403 COURSE_LOCKED): the
 * server sent nothing of the guide; the way on is the course's page, with its contact button.
 */
export const ActivityLocked = ({ activityId }: { activityId: string }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <PageTitle title={t('academy.locked.title')} />
      <Stack align="center" maw={480} ta="center" data-locked-activity="">
        <ThemeIcon size={64} radius="xl" color="#5b2a86" aria-hidden="true">
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('academy.locked.title')}
        </Title>
        <Text c="dimmed">{t('academy.locked.text')}</Text>
        <Group justify="center">
          <Button component={Link} to={courseOfActivityPath(lang, activityId)}>
            {t('academy.locked.course')}
          </Button>
          <Anchor component={Link} to={academyPath(lang)}>
            {t('academy.locked.academy')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
};
