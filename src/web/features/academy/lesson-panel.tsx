import { Accordion, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconHome, IconSchool } from '@tabler/icons-react';
import type { ActivitySummary, ModuleSummary } from '../../../domain/academy.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { templatePath } from './academy-paths.ts';
import classes from './lesson-panel.module.css';

/**
 * An activity opens its guide in a new tab: a real link, so a click, a middle click and the
 * context menu's "open in new tab" all work.
 */
const ActivityLink = ({ activity }: { activity: ActivitySummary }) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a
      className={classes.activity}
      href={templatePath(lang, activity.id)}
      target="_blank"
      rel="noopener"
      data-activity={activity.id}
    >
      <span className={classes.activityText}>
        <Text component="span" fw={600} size="sm" className={classes.activityName}>
          {activity.name}
        </Text>
        {activity.description && (
          <Text component="span" size="sm" c="dimmed" lineClamp={2} className={classes.activityDescription}>
            {activity.description}
          </Text>
        )}
      </span>
      <IconExternalLink size={16} aria-hidden="true" className={classes.external} />
      <VisuallyHidden>{t('academy.lesson.newTab')}</VisuallyHidden>
    </a>
  );
};

const ActivityList = ({ activities }: { activities: ActivitySummary[] }) => (
  <ul className={classes.list}>
    {activities.map((activity) => (
      <li key={activity.id}>
        <ActivityLink activity={activity} />
      </li>
    ))}
  </ul>
);

interface LessonPanelProps {
  module: ModuleSummary;
  id: string;
  tabId: string;
}

/** Spec §2: the selected module's lesson as collapsible cards, class activities and, if any, home ones. */
export const LessonPanel = ({ module, id, tabId }: LessonPanelProps) => {
  const { t } = useTranslation();
  const hasHome = module.homeActivities.length > 0;
  const isEmpty = module.classActivities.length === 0 && !hasHome;
  return (
    <Stack
      id={id}
      role="tabpanel"
      aria-labelledby={tabId}
      gap="md"
      className={classes.panel}
      data-tour="course-lesson"
    >
      <div>
        <Title order={2} fz={{ base: 20, sm: 22 }} className={classes.title}>
          {module.name}
        </Title>
        {module.description && (
          <Text c="dimmed" size="sm" className={classes.description}>
            {module.description}
          </Text>
        )}
      </div>
      {isEmpty ? (
        <Text c="dimmed">{t('academy.lesson.empty')}</Text>
      ) : (
        <Accordion
          multiple
          variant="separated"
          radius="lg"
          defaultValue={['class', 'home']}
          chevronPosition="right"
          key={module.number}
        >
          <Accordion.Item value="class">
            <Accordion.Control icon={<IconSchool size={20} aria-hidden="true" />}>
              {t('academy.lesson.class', { count: module.classActivities.length })}
            </Accordion.Control>
            <Accordion.Panel>
              {module.classActivities.length > 0 ? (
                <ActivityList activities={module.classActivities} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('academy.lesson.noClass')}
                </Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
          {hasHome && (
            <Accordion.Item value="home">
              <Accordion.Control icon={<IconHome size={20} aria-hidden="true" />}>
                {t('academy.lesson.home', { count: module.homeActivities.length })}
              </Accordion.Control>
              <Accordion.Panel>
                <ActivityList activities={module.homeActivities} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
      )}
    </Stack>
  );
};
