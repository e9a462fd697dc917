import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EMAIL_MAX, emailSchema } from '../../../domain/auth.ts';
import type { InstitutionPerson } from '../../../domain/institutions.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { DELETED_ALERT_MS, useAlerts } from '../../ui/alerts.ts';
import cards from '../../ui/card-table.module.css';
import { RowAction } from '../../ui/row-action.tsx';
import { confirmRemoval } from './confirm-removal.tsx';
import { addPerson, type PeopleKind, removePerson } from './institution-admin-api.ts';
import { refreshInstitutions } from './institution-admin-queries.ts';

interface PeopleSectionProps {
  institution: { id: string; name: string };
  kind: PeopleKind;
  people: readonly InstitutionPerson[];
}

/**
 * An institution's admins or mentors (spec §3 sub-collections): added by e-mail, with the server's
 * answer (no such account) shown in the form; removed after a confirmation that says what follows.
 */
export const PeopleSection = ({ institution, kind, people }: PeopleSectionProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingId = `institution-${kind}`;

  const remove = async (person: InstitutionPerson) => {
    setBusyId(person.id);
    try {
      await removePerson(institution.id, kind, person.id);
      alerts.success(t(`institutionAdmin.${kind}.removed`, { name: person.name }), DELETED_ALERT_MS);
    } catch (error) {
      alerts.failure(t(`institutionAdmin.${kind}.removeFailed`, { name: person.name }), errorText(t, error));
    } finally {
      setBusyId(null);
      refreshInstitutions(queryClient);
    }
  };

  const confirm = (person: InstitutionPerson) =>
    confirmRemoval(
      t,
      {
        title: t(`institutionAdmin.${kind}.removeTitle`),
        question: t(`institutionAdmin.${kind}.removeText`, {
          name: person.name,
          institution: institution.name,
        }),
        consequence: t(`institutionAdmin.${kind}.removeConsequence`),
      },
      () => void remove(person),
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {t(`institutionAdmin.${kind}.title`, { count: people.length })}
      </Title>
      <AddPersonForm institutionId={institution.id} kind={kind} />
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`institutionAdmin.${kind}.empty`)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} className={cards.cards}>
          <Table verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('institutionAdmin.people.name')}</Table.Th>
                <Table.Th>{t('institutionAdmin.people.email')}</Table.Th>
                <Table.Th ta="right">{t('institutionAdmin.people.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id} data-person={person.id}>
                  <Table.Td className={cards.title}>{person.name}</Table.Td>
                  <Table.Td
                    data-label={t('institutionAdmin.people.email')}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {person.email}
                  </Table.Td>
                  <Table.Td ta="right" className={cards.actions}>
                    <RowAction
                      label={t(`institutionAdmin.${kind}.remove`, { name: person.name })}
                      color="red.9"
                      loading={busyId === person.id}
                      onClick={() => confirm(person)}
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

const AddPersonForm = ({ institutionId, kind }: { institutionId: string; kind: PeopleKind }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(t(email.trim() ? 'validation.email' : 'validation.required'));
      return;
    }
    setIsSaving(true);
    try {
      const person = await addPerson(institutionId, kind, parsed.data);
      alerts.success(t(`institutionAdmin.${kind}.added`, { name: person.name }));
      setEmail('');
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
        <TextInput
          type="email"
          label={t(`institutionAdmin.${kind}.addLabel`)}
          placeholder={t('institutionAdmin.people.emailPlaceholder')}
          autoComplete="off"
          maxLength={EMAIL_MAX}
          value={email}
          error={error}
          disabled={isSaving}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={isSaving}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        >
          {t(`institutionAdmin.${kind}.add`)}
        </Button>
      </Group>
    </form>
  );
};
