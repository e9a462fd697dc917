import { ActionIcon, Anchor, Badge, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconPhoto,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_SIZES, cardImage } from '../../../domain/card-images.ts';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { sendCircuitPicture } from '../../lib/circuit-picture.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { CircuitPicture } from '../../ui/circuit-picture.tsx';
import type { LoadedCircuit } from '../../ui/circuit-thumbnails.ts';
import menuItemClasses from '../../ui/menu-item.module.css';
import { fetchProject, projectThumbnailPath } from './project-api.ts';
import classes from './project-card.module.css';
import { actionsFor, type ProjectAction } from './project-menu.ts';
import { boardPath } from './project-paths.ts';

const ICONS: Record<ProjectAction, ReactNode> = {
  rename: <IconPencil size={16} aria-hidden="true" />,
  openInNewTab: <IconExternalLink size={16} aria-hidden="true" />,
  changeImage: <IconPhoto size={16} aria-hidden="true" />,
  duplicate: <IconCopy size={16} aria-hidden="true" />,
  share: <IconShare size={16} aria-hidden="true" />,
  delete: <IconTrash size={16} aria-hidden="true" />,
};

interface ProjectCardProps {
  project: ProjectSummary;
  layout?: 'grid' | 'list';
  onAction: (action: ProjectAction, project: ProjectSummary) => void;
}

const ProjectMenu = ({ project, onAction }: Omit<ProjectCardProps, 'layout'>) => {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={t('projects.menu.label', { name: project.name })}
        >
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actionsFor(project.permission).map((action) =>
          action === 'openInNewTab' ? (
            <Menu.Item
              key={action}
              component="a"
              href={boardPath(lang, project.id)}
              target="_blank"
              rel="noopener"
              leftSection={ICONS[action]}
            >
              {t(`projects.menu.${action}`)}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action}
              leftSection={ICONS[action]}
              className={action === 'delete' ? menuItemClasses.danger : undefined}
              onClick={() => onAction(action, project)}
            >
              {t(`projects.menu.${action}`)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
};

/** The project's circuit for its card's drawing; its editors send the drawing on as its picture. */
const loadCircuitOf = async (id: string): Promise<LoadedCircuit> => {
  const project = await fetchProject(id);
  const canEdit = project.permission !== 'read' && !project.isReadOnly;
  return {
    diagram: project.diagram,
    sendPicture: canEdit
      ? (picture) => sendCircuitPicture(projectThumbnailPath(id), project.circuitHash, picture)
      : undefined,
  };
};

/** A project in a list: its image (else its circuit drawn), name (a link to its workspace), category, and the actions menu. */
export const ProjectCard = ({ project, layout = 'grid', onAction }: ProjectCardProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const updated = formatDate(lang, project.updatedAt);
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="sm"
      className={classes.card}
      data-layout={layout}
    >
      <div className={classes.media}>
        {project.imageUrl ? (
          <Image {...cardImage(project.imageUrl, CARD_SIZES.project)} alt="" className={classes.image} />
        ) : (
          <CircuitPicture
            url={project.thumbnailUrl}
            sizes={CARD_SIZES.project}
            subject={{
              kind: 'project',
              id: project.id,
              updatedAt: project.updatedAt,
              loadCircuit: () => loadCircuitOf(project.id),
            }}
            fallback={
              <div className={classes.placeholder}>
                <IconPhoto size={32} />
              </div>
            }
          />
        )}
      </div>
      <Stack gap={4} className={classes.body}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={boardPath(lang, project.id)}
            fw={600}
            className={classes.name}
            c="dark.9"
          >
            {project.name}
          </Anchor>
          <ProjectMenu project={project} onAction={onAction} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" size="sm">
            {t(`projects.categories.${project.category}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('projects.card.updated', { date: updated })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
};
