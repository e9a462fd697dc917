import { Alert, Button, List, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AddStudentsReport, emailsOfList, GROUP_LIMITS } from '../../../domain/groups.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { addGroupStudents } from './group-admin-api.ts';
import { refreshGroups } from './group-admin-queries.ts';

/**
 * Adds students by e-mail: one, or many pasted one a line. The report says who of the institution
 * was added, who was already there (nothing changes for them), how many were invited (issue 27:
 * anyone else, never named) and which lines are no address; those lines stay in the box.
 */
export const AddStudentsForm = ({ groupId }: { groupId: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<AddStudentsReport | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const emails = emailsOfList(text);
    if (emails.length === 0) return setFieldError(t('validation.required'));
    if (emails.length > GROUP_LIMITS.emailsMax) {
      return setFieldError(t('groups.admin.students.tooMany', { count: GROUP_LIMITS.emailsMax }));
    }
    setFieldError(null);
    setFailure(null);
    setIsSaving(true);
    try {
      const result = await addGroupStudents(groupId, { emails });
      setReport(result);
      setText(result.invalid.join('\n'));
      refreshGroups(queryClient);
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('groups.admin.students.addLabel')}
          description={t('groups.admin.students.addHint')}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          error={fieldError}
          disabled={isSaving}
          spellCheck={false}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" loading={isSaving} style={{ alignSelf: 'flex-start' }}>
          {t('groups.admin.students.add')}
        </Button>
        {failure && <ErrorAlert title={t('groups.admin.students.addFailed')} message={failure} />}
        {report && <AddReport report={report} />}
      </Stack>
    </form>
  );
};

const AddReport = ({ report }: { report: AddStudentsReport }) => {
  const { t } = useTranslation();
  const hasInvalid = report.invalid.length > 0;
  return (
    <Alert
      role="status"
      color={hasInvalid ? 'red' : 'navy'}
      variant="light"
      title={t('groups.admin.students.reportTitle')}
      data-testid="add-report"
    >
      <Stack gap={4}>
        <Text size="sm">{t('groups.admin.students.added', { count: report.added.length })}</Text>
        {report.alreadyInGroup.length > 0 && (
          <Text size="sm">
            {t('groups.admin.students.already', {
              count: report.alreadyInGroup.length,
              names: report.alreadyInGroup.map((s) => s.name).join(', '),
            })}
          </Text>
        )}
        {report.invited > 0 && (
          <Text size="sm">{t('groups.admin.students.invited', { count: report.invited })}</Text>
        )}
        {hasInvalid && (
          <>
            <Text size="sm" fw={600}>
              {t('groups.admin.students.invalid', { count: report.invalid.length })}
            </Text>
            <List size="sm" spacing={2}>
              {report.invalid.map((line) => (
                <List.Item key={line} style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
};
