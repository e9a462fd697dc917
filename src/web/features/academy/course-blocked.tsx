import { Alert, Anchor, Badge, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { academyPath, courseOfActivityPath } from './academy-paths.ts';

/**
 * Spec §4 course lock (`block: true`): a teacher closed the course for now. It stays listed, and
 * only the people who manage it open its activities; everyone else is told it is locked, with no
 * one to contact (unlike a premium course's lock).
 */

/** The 'Locked' badge of a locked course, on its card and its view. */
export const BlockedBadge = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  return (
    <Badge
      className={className}
      color="dark"
      variant="filled"
      leftSection={<IconLock size={12} aria-hidden="true" />}
      data-blocked-badge=""
    >
      {t('academy.card.blocked')}
    </Badge>
  );
};

/** The course view of a locked course for someone who may not open it: a notice, no activity links. */
export const CourseBlockedNotice = () => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Alert
      color="gray"
      variant="light"
      title={t('academy.blocked.title')}
      icon={<IconLock aria-hidden="true" />}
      data-blocked-course=""
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('academy.blocked.text')}</Text>
        <Anchor component={Link} to={academyPath(lang)} size="sm">
          {t('academy.blocked.academy')}
        </Anchor>
      </Stack>
    </Alert>
  );
};

/**
 * template/{activityId} of a locked course the user may not open (403 COURSE_BLOCKED): the server
 * sent nothing of the guide; the way on is the course's page or the academy.
 */
export const ActivityBlocked = ({ activityId }: { activityId: string }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <PageTitle title={t('academy.blocked.activityTitle')} />
      <Stack align="center" maw={480} ta="center" data-blocked-activity="">
        <ThemeIcon size={64} radius="xl" color="dark" aria-hidden="true">
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t('academy.blocked.activityTitle')}
        </Title>
        <Text c="dimmed">{t('academy.blocked.activityText')}</Text>
        <Group justify="center">
          <Button component={Link} to={courseOfActivityPath(lang, activityId)}>
            {t('academy.locked.course')}
          </Button>
          <Anchor component={Link} to={academyPath(lang)}>
            {t('academy.blocked.academy')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  );
};
