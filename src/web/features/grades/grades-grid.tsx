import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { activityColumnOf, type GradeActivity, type GroupGrades } from '../../../domain/grades.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { activityTablePath, gradeActivityPath, studentBackofficePath } from '../../lib/classroom-paths.ts';
import { useLang } from '../../lib/use-lang.ts';
import classes from './grades.module.css';
import type { GradesSort } from './grades-sort.ts';
import { type GridPosition, moveInGrid } from './grid-keys.ts';
import { CheckedScore, SubmissionState, scoreText } from './submission-state.tsx';

interface GradesGridProps {
  grades: GroupGrades;
  students: GroupGrades['students'];
  sort: GradesSort;
  onSort: (by: string) => void;
}

const ariaSortOf = (sort: GradesSort, by: string) =>
  sort.by === by ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;

interface SortButtonProps {
  sort: GradesSort;
  by: string;
  label: string;
  onSort: (by: string) => void;
}

const SortButton = ({ sort, by, label, onSort }: SortButtonProps) => {
  const Icon = sort.by !== by ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size={24}
        aria-label={label}
        data-sort={by}
        onClick={() => onSort(by)}
      >
        <Icon size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
};

/**
 * Spec §2 grades/{groupId}: the students (rows) × the course's activities (columns), a spreadsheet
 * to the keyboard. One cell of the body is in the tab order at a time (a roving tabindex): arrows
 * move between cells, Home/End to a row's ends, Ctrl+Home/End to the corners, and Enter follows
 * the cell's link (the student's backoffice, or the grading view of their activity).
 */
export const GradesGrid = ({ grades, students, sort, onSort }: GradesGridProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  const groupId = grades.group.id;
  const size = { rows: students.length, cols: grades.activities.length + 1 };
  const [wanted, setWanted] = useState<GridPosition>({ row: 0, col: 0 });
  // Rows and columns change under a live refresh: the roving cell stays inside the grid.
  const active = {
    row: Math.min(wanted.row, size.rows - 1),
    col: Math.min(wanted.col, size.cols - 1),
  };
  const cells = useRef(new Map<string, HTMLAnchorElement>());
  const keyOf = (at: GridPosition) => `${at.row}:${at.col}`;

  const cellProps = (at: GridPosition) => ({
    ref: (element: HTMLAnchorElement | null) => {
      if (element) cells.current.set(keyOf(at), element);
      else cells.current.delete(keyOf(at));
    },
    tabIndex: at.row === active.row && at.col === active.col ? 0 : -1,
    onFocus: () => setWanted(at),
    'data-cell': keyOf(at),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const next = moveInGrid(active, event.key, size, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setWanted(next);
    cells.current.get(keyOf(next))?.focus();
  };

  const sortLabel = (activity: GradeActivity) =>
    t('grades.table.sortByScore', { activity: activityColumnOf(activity) });

  return (
    <Table.ScrollContainer minWidth={Math.min(1200, 220 + grades.activities.length * 140)}>
      <Table
        role="grid"
        aria-label={t('grades.table.label', { group: grades.group.name })}
        aria-describedby="grades-keys"
        aria-rowcount={students.length + 1}
        verticalSpacing={4}
        withColumnBorders
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={`${classes.sticky} ${classes.header}`} aria-sort={ariaSortOf(sort, 'name')}>
              <Group gap={4} wrap="nowrap" justify="space-between">
                <Text span fw={700} size="sm">
                  {t('grades.table.student')}
                </Text>
                <SortButton sort={sort} by="name" label={t('grades.table.sortByName')} onSort={onSort} />
              </Group>
            </Table.Th>
            {grades.activities.map((activity) => (
              <Table.Th
                key={activity.id}
                className={classes.header}
                aria-sort={ariaSortOf(sort, activity.id)}
              >
                <Group gap={4} wrap="nowrap" justify="space-between" align="flex-end">
                  <div>
                    <Text size="xs" c="dimmed">
                      {t(activity.kind === 'home' ? 'grades.table.moduleHome' : 'grades.table.module', {
                        number: activity.moduleNumber,
                      })}
                    </Text>
                    <Anchor
                      component={Link}
                      to={activityTablePath(lang, activity.id, groupId)}
                      size="sm"
                      fw={600}
                    >
                      {activity.name}
                    </Anchor>
                  </div>
                  <SortButton sort={sort} by={activity.id} label={sortLabel(activity)} onSort={onSort} />
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onKeyDown={onKeyDown}>
          {students.map((student, row) => (
            <Table.Tr key={student.id} data-student={student.id}>
              <Table.Th scope="row" role="rowheader" className={classes.sticky} fw={500}>
                <Link
                  className={classes.name}
                  to={studentBackofficePath(lang, student.id, { groupId, studentName: student.name })}
                  {...cellProps({ row, col: 0 })}
                >
                  {student.name}
                </Link>
              </Table.Th>
              {student.cells.map((cell, index) => (
                <Table.Td key={cell.activityId} role="gridcell" p={0}>
                  <Link
                    className={classes.cell}
                    to={gradeActivityPath(lang, cell.activityId, { groupId, studentUid: student.id })}
                    {...cellProps({ row, col: index + 1 })}
                  >
                    <SubmissionState presentation={cell.presentation} />
                    {cell.score !== null && (
                      <Text span size="sm" fw={700}>
                        {scoreText(cell.score)}
                      </Text>
                    )}
                    <CheckedScore score={cell.checkedScore} />
                  </Link>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
