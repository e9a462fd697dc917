import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ClassView } from '../../../domain/class-activity.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { gradesPath, groupsPath } from '../../lib/classroom-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { homePath } from '../../lib/paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { FullPageLoader } from '../../ui/full-page-loader.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { AccessControl } from './access-control.tsx';
import { useClassView, useSendFloor } from './class-activity-queries.ts';
import { FloorDisplay } from './floor-display.tsx';
import { Keypad } from './keypad.tsx';

/** A message on its own in the middle of the screen (no group, no access, a failed load). */
const Notice = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" maw={480} ta="center">
        <Title order={1} fz={24}>
          {t('classActivity.title')}
        </Title>
        <Text>{message}</Text>
        {onRetry && <Button onClick={onRetry}>{t('classActivity.retry')}</Button>}
        <Anchor component={Link} to={homePath(lang)}>
          {t('classActivity.home')}
        </Anchor>
      </Stack>
    </Center>
  );
};

/** Who holds the keyboard, said to everyone on the page. */
const HolderLine = ({ view }: { view: ClassView }) => {
  const { t } = useTranslation();
  const text = view.holdsAccess
    ? t('classActivity.holder.you')
    : view.keyboardAccess
      ? t('classActivity.holder.other', { name: view.keyboardAccess.studentName })
      : t('classActivity.holder.nobody');
  return (
    <Text fw={600} role="status" data-testid="keyboard-holder">
      {text}
    </Text>
  );
};

const ClassActivity = ({ view, activityId }: { view: ClassView; activityId: string | undefined }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const alerts = useAlerts();
  const send = useSendFloor(view.groupId);
  const handlePress = (floor: number) =>
    send.mutate(floor, {
      onError: (error) => alerts.failure(t('classActivity.keypad.failed'), errorText(t, error)),
    });
  return (
    <Stack component="main" mih="100dvh" p="lg" gap="xl" align="center">
      <Group justify="space-between" w="100%" wrap="wrap">
        <Stack gap={0}>
          <Title order={1}>{t('classActivity.title')}</Title>
          <Text c="dimmed">{t('classActivity.groupLine', { name: view.groupName })}</Text>
        </Stack>
        {/* Back to the group: its grades for those who run the class, the groups page for a student. */}
        <Anchor
          component={Link}
          to={view.canGrant ? gradesPath(lang, view.groupId) : groupsPath(lang)}
          data-testid="back-to-group"
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('classActivity.backToGroup', { name: view.groupName })}
          </Group>
        </Anchor>
      </Group>
      <HolderLine view={view} />
      <Group justify="center" align="center" gap={48} wrap="wrap">
        <FloorDisplay floor={view.lastFloor} updatedAt={view.updatedAtFloor} />
        <Keypad
          isEnabled={view.holdsAccess}
          pending={send.isPending ? (send.variables ?? null) : null}
          onPress={handlePress}
        />
      </Group>
      {view.canGrant && <AccessControl view={view} activityId={activityId} />}
    </Stack>
  );
};

/** Spec §2 class-activity/{activityId?} (`groupId` in the query): signed in, full screen, live for the group. */
export const ClassActivityPage = () => {
  const { t } = useTranslation();
  const { activityId } = useParams();
  const [search] = useSearchParams();
  const groupId = search.get('groupId') ?? '';
  const view = useClassView(groupId);
  const title = <PageTitle title={t('classActivity.title')} />;
  if (!groupId)
    return (
      <>
        {title}
        <Notice message={t('classActivity.noGroup')} />
      </>
    );
  if (view.isError && !view.data) {
    const { error } = view;
    const isFinal = isApiError(error) && [400, 403, 404].includes(error.status);
    return (
      <>
        {title}
        <Notice
          message={isFinal ? errorText(t, error) : t('classActivity.loadFailed')}
          onRetry={isFinal ? undefined : () => void view.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {title}
      {view.data ? <ClassActivity view={view.data} activityId={activityId} /> : <FullPageLoader />}
    </>
  );
};
