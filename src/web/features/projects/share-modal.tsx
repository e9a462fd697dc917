import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { PERMISSION_LEVELS, type PermissionLevel } from '../../../domain/constants.ts';
import type { ProjectAccess, ProjectSummary } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { listPermissions, removePermission, sharePermission } from './project-api.ts';
import { projectKeys } from './project-queries.ts';

interface ShareModalProps {
  project: ProjectSummary | null;
  onClose: () => void;
}

/** Spec §9: success alerts last 1.5 to 2 seconds. */
const SUCCESS_TOAST_MS = 2_000;

const isLevel = (value: string | null): value is PermissionLevel =>
  (PERMISSION_LEVELS as readonly (string | null)[]).includes(value);

/** An unknown e-mail is spec §6 'Usuario no encontrado', whatever code the server chose for it. */
const isUnknownUser = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'USER_NOT_FOUND');

const AccessRow = ({
  access,
  onRemove,
  isRemoving,
}: {
  access: ProjectAccess;
  onRemove?: () => void;
  isRemoving: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {access.name || access.email}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {access.email} · {t(`projects.share.levels.${access.level}`)}
        </Text>
      </div>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red.9"
          onClick={onRemove}
          loading={isRemoving}
          aria-label={t('projects.share.remove', { name: access.name || access.email })}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      )}
    </Group>
  );
};

/** Spec §6 sharing: add a permission (owner, write, read) by e-mail; list and remove the current ones. */
export const ShareModal = ({ project, onClose }: ShareModalProps) => {
  const { t } = useTranslation();
  const listId = useId();
  const queryClient = useQueryClient();
  const id = project?.id ?? '';
  const key = projectKeys.permissions(id);
  const access = useQuery({ queryKey: key, queryFn: () => listPermissions(id), enabled: Boolean(project) });
  const form = useForm({ initialValues: { email: '', level: 'write' as PermissionLevel } });
  const share = useMutation({
    mutationFn: (body: { email: string; level: PermissionLevel }) => sharePermission(id, body),
    onSuccess: (list, { email }) => {
      queryClient.setQueryData(key, list);
      form.reset();
      const granted = list.find((entry) => entry.email.toLowerCase() === email.toLowerCase());
      notifications.show({
        color: 'green',
        message: t('projects.share.granted', { name: granted?.name || email }),
        autoClose: SUCCESS_TOAST_MS,
      });
    },
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removePermission(id, userId),
    onSuccess: () =>
      notifications.show({
        color: 'green',
        message: t('projects.share.revoked'),
        autoClose: SUCCESS_TOAST_MS,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const email = values.email.trim();
    if (!email) return form.setFieldError('email', t('validation.required'));
    share.mutate({ email, level: values.level });
  });

  const failure = share.error ?? remove.error;
  return (
    <Modal
      opened={Boolean(project)}
      onClose={onClose}
      title={t('projects.share.title', { name: project?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        {failure && (
          <ErrorAlert
            title={t(share.error ? 'projects.share.grantFailed' : 'projects.share.revokeFailed')}
            message={isUnknownUser(share.error) ? t('projects.share.userNotFound') : errorText(t, failure)}
            onClose={() => {
              share.reset();
              remove.reset();
            }}
          />
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <Select
              label={t('projects.share.level')}
              data={PERMISSION_LEVELS.map((value) => ({ value, label: t(`projects.share.levels.${value}`) }))}
              value={form.values.level}
              onChange={(value) => isLevel(value) && form.setFieldValue('level', value)}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={share.isPending}>
                {t('projects.share.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <div>
          <Title order={3} fz="sm" id={listId} mb="xs">
            {t('projects.share.current')}
          </Title>
          {access.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
          {access.isError && (
            <Text size="sm" c="red.9">
              {errorText(t, access.error)}
            </Text>
          )}
          {access.data && (
            <Stack component="ul" aria-labelledby={listId} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {access.data.map((entry) => (
                <AccessRow
                  key={entry.userId}
                  access={entry}
                  isRemoving={remove.isPending && remove.variables === entry.userId}
                  onRemove={entry.userId === project?.ownerId ? undefined : () => remove.mutate(entry.userId)}
                />
              ))}
            </Stack>
          )}
        </div>
      </Stack>
    </Modal>
  );
};
