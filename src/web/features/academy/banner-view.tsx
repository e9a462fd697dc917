import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CourseCover } from '../../ui/course-cover.tsx';
import classes from './course-banner.module.css';

interface BannerViewProps {
  name: string;
  description: string;
  imageUrl: string | null;
  /** The modal's preview of a file not uploaded yet (an object URL). */
  localUrl?: string | null;
  /** Above the title (the back button). */
  top?: ReactNode;
  /** Replaces the plain title (the inline title edit). */
  title?: ReactNode;
  /** Beside the text (the edit button). */
  actions?: ReactNode;
  /** In the edit modal: smaller, and its title is not the page's heading. */
  isPreview?: boolean;
}

/** The banner's picture: its image or the §9 gradient, shaded so white text reads on any image. */
export const BannerView = ({
  name,
  description,
  imageUrl,
  localUrl,
  top,
  title,
  actions,
  isPreview,
}: BannerViewProps) => (
  <div className={classes.banner} data-preview={isPreview || undefined}>
    <CourseCover imageUrl={imageUrl} localUrl={localUrl} className={classes.background} />
    <div className={classes.shade} />
    <div className={classes.content}>
      {top}
      {title ??
        (isPreview ? (
          <Text fw={800} className={classes.title} data-preview-title="">
            {name}
          </Text>
        ) : (
          <Title order={1} className={classes.title}>
            {name}
          </Title>
        ))}
      {description && (
        <Text className={classes.description} lineClamp={isPreview ? 2 : 4}>
          {description}
        </Text>
      )}
    </div>
    {actions && <div className={classes.actions}>{actions}</div>}
  </div>
);
