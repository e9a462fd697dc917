import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { COURSE_LIMITS } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFilePreview } from '../../lib/use-file-preview.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { ModalFooter } from '../../ui/modal-footer.tsx';
import type { BannerFields } from './academy-api.ts';
import { BANNER_IMAGE_RULES, BANNER_RECOMMENDED } from './banner-image.ts';
import { BannerView } from './banner-view.tsx';
import { canSaveTitle, type TitleProblem, titleCounter, titleProblemOf } from './title-edit.ts';

const PROBLEM_KEYS = {
  empty: 'academy.banner.titleEmpty',
  tooShort: 'academy.banner.titleTooShort',
  tooLong: 'academy.banner.titleTooLong',
} as const satisfies Record<TitleProblem, string>;

export interface BannerDraftSource {
  name: string;
  description: string;
  bannerUrl: string | null;
}

interface BannerEditModalProps {
  opened: boolean;
  onClose: () => void;
  course: BannerDraftSource;
  onSave: (fields: BannerFields) => Promise<unknown>;
  isSaving: boolean;
}

/** The form inside the modal; mounted on open, so it starts from the course as it is now. */
const BannerForm = ({ course, onClose, onSave, isSaving }: Omit<BannerEditModalProps, 'opened'>) => {
  const { t } = useTranslation();
  const [name, setName] = useState(course.name);
  const [description, setDescription] = useState(course.description);
  const [image, setImage] = useState<File | null>(null);
  const preview = useFilePreview(image);
  const problem = titleProblemOf(name);

  const save = () => {
    // Spec §5: without a name of 3 characters the banner save does nothing (its button is disabled).
    if (!canSaveTitle(name) || isSaving) return;
    onSave({ name: name.trim(), description: description.trim(), image }).then(onClose, () => undefined);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('academy.banner.preview')}
        </Text>
        <BannerView
          name={name.trim() || course.name}
          description={description}
          imageUrl={course.bannerUrl}
          localUrl={preview}
          isPreview
        />
      </Stack>
      <TextInput
        label={t('academy.banner.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={COURSE_LIMITS.nameMax}
        description={titleCounter(name)}
        error={problem ? t(PROBLEM_KEYS[problem]) : undefined}
        required
        disabled={isSaving}
      />
      <Textarea
        label={t('academy.banner.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={COURSE_LIMITS.descriptionMax}
        autosize
        minRows={2}
        maxRows={6}
        disabled={isSaving}
      />
      <ImageField
        label={t('academy.banner.image')}
        chooseLabel={t('academy.banner.chooseImage')}
        previewAlt={t('academy.banner.imageAlt')}
        file={image}
        url={null}
        onChoose={setImage}
        disabled={isSaving}
        rules={BANNER_IMAGE_RULES}
        rulesText={t('academy.banner.imageRules', BANNER_RECOMMENDED)}
        problemText={{
          tooLarge: t('academy.banner.imageTooLarge'),
          notImage: t('academy.banner.imageInvalidFormat'),
          wrongFormat: t('academy.banner.imageInvalidFormat'),
        }}
      />
      <ModalFooter>
        <Button variant="default" onClick={onClose} disabled={isSaving}>
          {t('academy.banner.cancel')}
        </Button>
        <Button onClick={save} disabled={!canSaveTitle(name)} loading={isSaving}>
          {t('academy.banner.save')}
        </Button>
      </ModalFooter>
    </Stack>
  );
};

/** Spec §2 academy layout banner: edited through a modal with a preview (name, description, image). */
export const BannerEditModal = ({ opened, onClose, ...props }: BannerEditModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('academy.banner.editBanner')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <BannerForm onClose={onClose} {...props} />}
    </Modal>
  );
};
