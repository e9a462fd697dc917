import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/i18n.ts';
import { announcementText, useAnnouncement } from './announcements.ts';

/**
 * The canvas's polite live region: what a key or a button just did, read out after what the
 * screen reader is saying. A repeated sentence gets a trailing no-break space, so it is read again.
 */
export const CanvasLiveRegion = () => {
  const { t, i18n } = useTranslation();
  const { announcement, serial } = useAnnouncement();
  const text = announcement ? announcementText(t, announcement, i18n.language) : '';
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-canvas-announcer="">
      {serial % 2 === 0 ? text : `${text}\u00a0`}
    </VisuallyHidden>
  );
};
