import { Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconPhoto } from '@tabler/icons-react';
import type { Guide, GuideStep } from '../../../domain/guides.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { safeImageUrl } from '../../ui/safe-url.ts';
import type { GuidePage } from './guide-pages.ts';
import classes from './guide-sidebar.module.css';

const Introduction = ({ guide }: { guide: Guide }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {guide.titleIntroduction || t('guideWorkspace.sidebar.introduction')}
      </Title>
      {guide.introduction.length > 0 && (
        <ul className={classes.list}>
          {guide.introduction.map((paragraph, index) => (
            // The paragraphs have no ids; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              <Markdown>{paragraph}</Markdown>
            </li>
          ))}
        </ul>
      )}
      {guide.initialProjectDescription ? (
        <Markdown>{guide.initialProjectDescription}</Markdown>
      ) : (
        guide.description && <Text size="sm">{guide.description}</Text>
      )}
    </Stack>
  );
};

/** The step's image, or the placeholder when it has none (or one from where images may not come). */
const StepImage = ({ step }: { step: GuideStep }) => {
  const { t } = useTranslation();
  const src = step.image ? safeImageUrl(step.image) : null;
  return src ? (
    <img
      className={classes.stepImage}
      src={src}
      alt={t('guideWorkspace.sidebar.imageAlt', { name: step.stepName })}
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  ) : (
    <div className={classes.placeholder} role="img" aria-label={t('guideWorkspace.sidebar.noImage')}>
      <IconPhoto size={18} stroke={1.4} aria-hidden="true" />
      <span aria-hidden="true">{t('guideWorkspace.sidebar.noImage')}</span>
    </div>
  );
};

const Step = ({ number, total, step }: { number: number; total: number; step: GuideStep }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <div>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('guideWorkspace.sidebar.stepOf', { number, total })}
        </Text>
        <Title order={2} fz="lg">
          {step.stepName}
        </Title>
      </div>
      <StepImage step={step} />
      {step.description && <Markdown>{step.description}</Markdown>}
      {step.details.length > 0 && (
        <ul className={classes.list} aria-label={t('guideWorkspace.sidebar.details')}>
          {step.details.map((detail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: details have no ids; their order is their identity.
            <li key={index}>
              <Markdown>{detail}</Markdown>
            </li>
          ))}
        </ul>
      )}
      {step.explanation && (
        <section className={classes.explanation} aria-label={t('guideWorkspace.sidebar.explanation')}>
          <Text size="sm" fw={700} className={classes.explanationTitle}>
            <IconBulb size={16} aria-hidden="true" />
            {t('guideWorkspace.sidebar.explanation')}
          </Text>
          <Markdown>{step.explanation}</Markdown>
        </section>
      )}
    </Stack>
  );
};

/** One page of the guide: its introduction or a step. */
export const GuidePageView = ({ guide, page }: { guide: Guide; page: GuidePage }) =>
  page.kind === 'introduction' ? (
    <Introduction guide={guide} />
  ) : (
    <Step number={page.number} total={guide.steps.length} step={page.step} />
  );
