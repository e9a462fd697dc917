import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconEye,
  IconEyeOff,
  IconLayoutList,
  IconListTree,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CourseCard } from '../../../domain/academy.ts';
import { CARD_SIZES } from '../../../domain/card-images.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import cards from '../../ui/card-table.module.css';
import { CourseCover } from '../../ui/course-cover.tsx';
import { RowAction } from '../../ui/row-action.tsx';
import { ON_STATE_COLOR } from '../../ui/state-colors.ts';
import { courseEditorPath } from './course-admin-paths.ts';
import classes from './course-table.module.css';
import { truncateDescription } from './course-text.ts';

/** Wide enough for every column; a phone shows a card a row instead. */
const MIN_WIDTH = 940;
/** Room for the longest state badge in any language, so none is cut. */
const BADGE_CELL = 124;

export interface CourseRowActions {
  onEdit: (course: CourseCard) => void;
  onModules: (course: CourseCard) => void;
  onPublish: (course: CourseCard, isPublished: boolean) => void;
  onDelete: (course: CourseCard) => void;
}

interface CourseTableProps extends CourseRowActions {
  courses: readonly CourseCard[];
  busyId: string | null;
  /** Spec §2 institution variant: the modules are called lessons. */
  inLessons?: boolean;
}

const StateBadge = ({ isOn, on, off }: { isOn: boolean; on: string; off: string }) => (
  <Badge variant="outline" color={isOn ? ON_STATE_COLOR : 'gray.8'} radius="sm">
    {isOn ? on : off}
  </Badge>
);

/** Spec §2 course management: every course this admin manages, one row each with its state and actions. */
export const CourseTable = ({ courses, busyId, inLessons = false, ...actions }: CourseTableProps) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH} className={cards.cards}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('courseAdmin.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('courseAdmin.table.cover')}</Table.Th>
            <Table.Th>{t('courseAdmin.table.name')}</Table.Th>
            <Table.Th>{t('courseAdmin.table.description')}</Table.Th>
            <Table.Th>{t('courseAdmin.table.institution')}</Table.Th>
            <Table.Th ta="right">
              {t(inLessons ? 'backoffice.courses.lessons' : 'courseAdmin.table.modules')}
            </Table.Th>
            <Table.Th>{t('courseAdmin.table.modality')}</Table.Th>
            <Table.Th>{t('courseAdmin.table.status')}</Table.Th>
            <Table.Th ta="right" className={classes.actions}>
              {t('courseAdmin.table.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.map((course) => (
            <CourseRow
              key={course.id}
              course={course}
              isBusy={busyId === course.id}
              inLessons={inLessons}
              {...actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

interface RowProps extends CourseRowActions {
  course: CourseCard;
  isBusy: boolean;
  inLessons: boolean;
}

const CourseRow = ({ course, isBusy, inLessons, ...actions }: RowProps) => {
  const { t } = useTranslation();
  const short = truncateDescription(course.description);
  const isCut = short !== course.description.trim();
  return (
    <Table.Tr>
      <Table.Td data-label={t('courseAdmin.table.cover')}>
        <CourseCover imageUrl={course.imageUrl} className={classes.cover} sizes={CARD_SIZES.thumbnail} />
      </Table.Td>
      <Table.Td maw={220} className={cards.title}>
        <Text size="sm" fw={500}>
          {course.name}
        </Text>
      </Table.Td>
      <Table.Td miw={150} maw={240} data-label={t('courseAdmin.table.description')}>
        <Text size="sm" title={isCut ? course.description : undefined}>
          {/* Spec §9 cuts it at 60 for the eye; a screen reader reads it whole. */}
          <span aria-hidden={isCut || undefined}>{short}</span>
          {isCut && <VisuallyHidden>{course.description}</VisuallyHidden>}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('courseAdmin.table.institution')}>
        <Text size="sm" c={course.institution ? undefined : 'dimmed'}>
          {course.institution || t('courseAdmin.table.noInstitution')}
        </Text>
      </Table.Td>
      <Table.Td
        ta="right"
        data-label={t(inLessons ? 'backoffice.courses.lessons' : 'courseAdmin.table.modules')}
      >
        {course.moduleCount}
      </Table.Td>
      <Table.Td miw={BADGE_CELL} data-label={t('courseAdmin.table.modality')}>
        <Stack gap={4} align="flex-start">
          <Badge variant="outline" color={course.modality === 'premium' ? 'violet.9' : 'blue.9'} radius="sm">
            {t(`courseAdmin.modality.${course.modality}`)}
          </Badge>
          <StateBadge
            isOn={course.isRemote}
            on={t('courseAdmin.table.remote')}
            off={t('courseAdmin.table.inPerson')}
          />
        </Stack>
      </Table.Td>
      <Table.Td miw={BADGE_CELL} data-label={t('courseAdmin.table.status')}>
        <Stack gap={4} align="flex-start">
          <StateBadge
            isOn={course.isPublished}
            on={t('courseAdmin.status.published')}
            off={t('courseAdmin.status.draft')}
          />
          <Badge variant="outline" color={course.block ? 'red.9' : ON_STATE_COLOR} radius="sm">
            {t(course.block ? 'courseAdmin.table.locked' : 'courseAdmin.table.active')}
          </Badge>
        </Stack>
      </Table.Td>
      <Table.Td className={`${classes.actions} ${cards.actions}`}>
        <RowActions course={course} isBusy={isBusy} inLessons={inLessons} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
};

const RowActions = ({ course, isBusy, inLessons, onEdit, onModules, onPublish, onDelete }: RowProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const vars = { name: course.name };
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      <RowAction label={t('courseAdmin.table.edit', vars)} onClick={() => onEdit(course)} disabled={isBusy}>
        <IconPencil size={18} aria-hidden="true" />
      </RowAction>
      <RowAction
        label={t(inLessons ? 'backoffice.courses.showLessons' : 'courseAdmin.table.showModules', vars)}
        onClick={() => onModules(course)}
      >
        <IconListTree size={18} aria-hidden="true" />
      </RowAction>
      <RowAction
        label={t(course.isPublished ? 'courseAdmin.table.unpublish' : 'courseAdmin.table.publish', vars)}
        loading={isBusy}
        onClick={() => onPublish(course, !course.isPublished)}
      >
        {course.isPublished ? (
          <IconEyeOff size={18} aria-hidden="true" />
        ) : (
          <IconEye size={18} aria-hidden="true" />
        )}
      </RowAction>
      <Tooltip label={t('courseAdmin.table.openEditor', vars)} withArrow openDelay={400}>
        <ActionIcon
          component={Link}
          to={courseEditorPath(lang, course.id)}
          variant="subtle"
          size="lg"
          aria-label={t('courseAdmin.table.openEditor', vars)}
        >
          <IconLayoutList size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <RowAction
        label={t('courseAdmin.table.delete', vars)}
        color="red.9"
        disabled={isBusy}
        onClick={() => onDelete(course)}
      >
        <IconTrash size={18} aria-hidden="true" />
      </RowAction>
    </Group>
  );
};
