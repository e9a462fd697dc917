import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './modal-footer.module.css';

/** The buttons of a form modal, kept in view at the bottom however long the form is. */
export const ModalFooter = ({ children }: { children: ReactNode }) => (
  <Group justify="flex-end" className={classes.footer} data-modal-footer="">
    {children}
  </Group>
);
