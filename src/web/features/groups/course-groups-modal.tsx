import { Badge, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLang } from '../../lib/use-lang.ts';
import { groupTarget, type MyCourse, type Viewer } from './my-courses.ts';

interface CourseGroupsModalProps {
  course: MyCourse | null;
  viewer: Viewer;
  onClose: () => void;
}

/** Spec §2 Groups page: the popup listing a course's groups by schedule; each opens where it leads. */
export const CourseGroupsModal = ({ course, viewer, onClose }: CourseGroupsModalProps) => {
  const { t } = useTranslation();
  const lang = useLang();
  // Someone who leads some groups of the course and studies in others sees which they lead.
  const hasBothRoles = new Set(course?.groups.map((group) => group.role)).size > 1;
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={course ? t('groups.popup.title', { course: course.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="md"
    >
      {course && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {course.groups.map((group) => (
            <li key={group.id}>
              <NavLink
                component={Link}
                to={groupTarget(lang, viewer, group)}
                data-group={group.id}
                label={
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {group.schedule || t('groups.popup.noSchedule')}
                    </Text>
                    {group.role === 'mentor' && hasBothRoles && (
                      <Badge size="sm" variant="light" color="navy">
                        {t('groups.popup.mentor')}
                      </Badge>
                    )}
                  </Group>
                }
                description={
                  <Text size="xs" c="dimmed" component="span" style={{ overflowWrap: 'anywhere' }}>
                    {group.mentor && group.role === 'student'
                      ? t('groups.popup.nameWithMentor', { name: group.name, mentor: group.mentor.name })
                      : group.name}
                  </Text>
                }
                rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              />
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
};
