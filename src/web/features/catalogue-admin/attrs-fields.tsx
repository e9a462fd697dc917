import { ActionIcon, Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { type CatalogueFormValues, newAttrRow } from './catalogue-form.ts';

interface AttrsFieldsProps {
  form: UseFormReturnType<CatalogueFormValues>;
  disabled?: boolean;
}

/** The default attributes as key/value rows; each row has its own labelled inputs and remove button. */
export const AttrsFields = ({ form, disabled }: AttrsFieldsProps) => {
  const { t } = useTranslation();
  const rows = form.values.attrs;
  return (
    <Fieldset legend={t('catalogueAdmin.modal.attrs')} variant="unstyled" p={0} m={0}>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('catalogueAdmin.modal.noAttrs')}
        </Text>
      )}
      {rows.map((row, index) => {
        const vars = { index: index + 1 };
        return (
          <Group key={row.rowId} gap="xs" align="flex-start" wrap="nowrap" mb="xs">
            <TextInput
              aria-label={t('catalogueAdmin.modal.attrKey', vars)}
              placeholder={t('catalogueAdmin.modal.attrKey', vars)}
              autoComplete="off"
              disabled={disabled}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`attrs.${index}.key`)}
            />
            <TextInput
              aria-label={t('catalogueAdmin.modal.attrValue', vars)}
              placeholder={t('catalogueAdmin.modal.attrValue', vars)}
              autoComplete="off"
              disabled={disabled}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`attrs.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={t('catalogueAdmin.modal.removeAttr', vars)}
              disabled={disabled}
              onClick={() => form.removeListItem('attrs', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      {form.errors.attrs && (
        <Text size="sm" c="red.9" role="alert" mb="xs">
          {form.errors.attrs}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={disabled}
        onClick={() => form.insertListItem('attrs', newAttrRow())}
      >
        {t('catalogueAdmin.modal.addAttr')}
      </Button>
    </Fieldset>
  );
};
