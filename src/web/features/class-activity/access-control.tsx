import { Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClassView } from '../../../domain/class-activity.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useAlerts } from '../../ui/alerts.ts';
import { useGrantAccess, useRevokeAccess } from './class-activity-queries.ts';

interface AccessControlProps {
  view: ClassView;
  activityId: string | undefined;
}

/** Spec §4, §6: the mentor picks one student and gives them the keyboard, or takes it back. */
export const AccessControl = ({ view, activityId }: AccessControlProps) => {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const students = view.students ?? [];
  const [studentId, setStudentId] = useState<string | null>(view.keyboardAccess?.studentId ?? null);
  const grant = useGrantAccess(view.groupId, activityId);
  const revoke = useRevokeAccess(view.groupId);
  const nameOf = (id: string) => students.find((student) => student.id === id)?.name ?? '';

  const handleGrant = () => {
    if (!studentId) return;
    grant.mutate(studentId, {
      onSuccess: () => alerts.success(t('classActivity.access.granted', { name: nameOf(studentId) })),
      onError: () => alerts.failure(t('classActivity.access.title'), t('classActivity.access.grantFailed')),
    });
  };
  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => alerts.success(t('classActivity.access.revoked')),
      onError: () => alerts.failure(t('classActivity.access.title'), t('classActivity.access.revokeFailed')),
    });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="keyboard-access-title"
      w="100%"
      maw={520}
    >
      <Title order={2} fz="lg" id="keyboard-access-title" mb="sm">
        {t('classActivity.access.title')}
      </Title>
      {students.length === 0 ? (
        <Text c="dimmed">{t('classActivity.access.noStudents')}</Text>
      ) : (
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('classActivity.access.student')}
            placeholder={t('classActivity.access.placeholder')}
            data={students.map((student) => ({ value: student.id, label: student.name }))}
            value={studentId}
            onChange={setStudentId}
            searchable
            comboboxProps={{ withinPortal: true }}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button onClick={handleGrant} disabled={!studentId} loading={grant.isPending}>
            {t('classActivity.access.grant')}
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={handleRevoke}
            disabled={!view.keyboardAccess}
            loading={revoke.isPending}
          >
            {t('classActivity.access.revoke')}
          </Button>
        </Group>
      )}
    </Paper>
  );
};
