import { Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstitutionCourse } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import cards from '../../ui/card-table.module.css';
import { RowAction } from '../../ui/row-action.tsx';
import { ON_STATE_COLOR } from '../../ui/state-colors.ts';
import { confirmRemoval } from './confirm-removal.tsx';
import { addCourse, removeCourse } from './institution-admin-api.ts';
import { refreshInstitutions, useCourseSearch } from './institution-admin-queries.ts';

interface CoursesSectionProps {
  institution: { id: string; name: string };
  courses: readonly InstitutionCourse[];
}

/**
 * An institution's courses (spec §3 academyCourses, §7): a course is added by picking it from the
 * Academy's courses (taken from the institution it had, spec §4), and removed after a confirmation
 * saying it stays in the Academy with its groups.
 */
export const CoursesSection = ({ institution, courses }: CoursesSectionProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);

  const remove = async (course: InstitutionCourse) => {
    setBusyId(course.id);
    try {
      await removeCourse(institution.id, course.id);
      alerts.success(t('institutionAdmin.courses.removed', { name: course.name }), DELETED_ALERT_MS);
    } catch (error) {
      alerts.failure(t('institutionAdmin.courses.removeFailed', { name: course.name }), errorText(t, error));
    } finally {
      setBusyId(null);
      refreshInstitutions(queryClient);
    }
  };

  const confirm = (course: InstitutionCourse) =>
    confirmRemoval(
      t,
      {
        title: t('institutionAdmin.courses.removeTitle'),
        question: t('institutionAdmin.courses.removeText', {
          name: course.name,
          institution: institution.name,
        }),
        consequence: t('institutionAdmin.courses.removeConsequence', { count: course.groupCount }),
      },
      () => void remove(course),
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="institution-courses">
      <Title order={2} fz="lg" id="institution-courses">
        {t('institutionAdmin.courses.title', { count: courses.length })}
      </Title>
      <AddCourseForm institutionId={institution.id} linkedIds={courses.map((course) => course.id)} />
      {courses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('institutionAdmin.courses.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} className={cards.cards}>
          <Table verticalSpacing="xs" aria-labelledby="institution-courses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('institutionAdmin.courses.name')}</Table.Th>
                <Table.Th>{t('institutionAdmin.courses.addedAt')}</Table.Th>
                <Table.Th>{t('institutionAdmin.courses.status')}</Table.Th>
                <Table.Th ta="right">{t('institutionAdmin.courses.groups')}</Table.Th>
                <Table.Th ta="right">{t('institutionAdmin.people.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((course) => (
                <Table.Tr key={course.id} data-course={course.id}>
                  <Table.Td className={cards.title}>{course.name}</Table.Td>
                  <Table.Td data-label={t('institutionAdmin.courses.addedAt')}>
                    {formatDate(lang, course.addedAt)}
                  </Table.Td>
                  <Table.Td data-label={t('institutionAdmin.courses.status')}>
                    <Badge
                      variant="outline"
                      color={course.isPublished ? ON_STATE_COLOR : 'gray.8'}
                      radius="sm"
                    >
                      {t(
                        course.isPublished
                          ? 'institutionAdmin.courses.published'
                          : 'institutionAdmin.courses.draft',
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" data-label={t('institutionAdmin.courses.groups')}>
                    {course.groupCount}
                  </Table.Td>
                  <Table.Td ta="right" className={cards.actions}>
                    <RowAction
                      label={t('institutionAdmin.courses.remove', { name: course.name })}
                      color="red.9"
                      loading={busyId === course.id}
                      onClick={() => confirm(course)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </RowAction>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

/** Picks a course by name from the Academy (the server searches), showing where it is now. */
const AddCourseForm = ({ institutionId, linkedIds }: { institutionId: string; linkedIds: string[] }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const found = useCourseSearch(search.trim());
  const listed = (found.data?.items ?? [])
    .filter((course) => !linkedIds.includes(course.id))
    .map((course) => ({
      value: course.id,
      label: course.institution
        ? t('institutionAdmin.courses.optionElsewhere', {
            name: course.name,
            institution: course.institution,
          })
        : course.name,
    }));
  // The picked course stays an option while the search moves on (it searches its label too).
  const options = picked && !listed.some((o) => o.value === picked.value) ? [picked, ...listed] : listed;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError(t('validation.required'));
      return;
    }
    setIsSaving(true);
    try {
      const course = await addCourse(institutionId, picked.value);
      alerts.success(t('institutionAdmin.courses.added', { name: course.name }));
      setPicked(null);
      setTyped('');
      refreshInstitutions(queryClient);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Group align="flex-start" gap="sm">
        <Select
          label={t('institutionAdmin.courses.addLabel')}
          placeholder={t('institutionAdmin.courses.searchPlaceholder')}
          searchable
          clearable
          filter={({ options: all }) => all}
          data={options}
          value={picked?.value ?? null}
          searchValue={typed}
          onSearchChange={setTyped}
          onChange={(_value, option) => {
            setPicked(option ? { value: option.value, label: option.label } : null);
            setError(null);
          }}
          nothingFoundMessage={
            found.isFetching
              ? t('institutionAdmin.courses.searching')
              : t('institutionAdmin.courses.noneFound')
          }
          error={error}
          disabled={isSaving}
          w={{ base: '100%', xs: 360 }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={isSaving}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('institutionAdmin.courses.add')}
        </Button>
      </Group>
    </form>
  );
};
