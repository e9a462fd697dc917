import { useTranslation } from '../../i18n/i18n.ts';
import { PROJECT_IMAGE_RULES } from '../projects/project-image.ts';

/** A guide's images follow the project image rules of spec §5 (JPEG or PNG, 5 MB), with their messages. */
export const useGuideImageRules = () => {
  const { t } = useTranslation();
  return {
    rules: PROJECT_IMAGE_RULES,
    rulesText: t('guideAdmin.image.rules'),
    problemText: {
      tooLarge: t('errors.IMAGE_TOO_LARGE'),
      notImage: t('errors.IMAGE_INVALID'),
      wrongFormat: t('errors.IMAGE_WRONG_FORMAT'),
    },
  };
};
