import { notifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../domain/constants.ts';
import type { Area } from '../i18n/areas.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { withTexts, withTimeout } from './lazy-page.ts';

/**
 * A dialog whose code is downloaded the first time it opens, not with the page that hosts it: a
 * page with a "new project" or "account" button does not carry the form, the image picker and
 * their libraries until someone asks for them. `isOpen` reads the props the dialog opens with;
 * `areas` are the text areas it shows (i18n/areas.ts), downloaded with it.
 * Until the chunk arrives nothing shows (it is small and usually there within a frame or two); if
 * it cannot be downloaded, a notification says so and the dialog is closed (`onClose`), so the
 * next click tries again.
 */
export const lazyDialog = <P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  areas: readonly Area[],
) => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchDialog = () => {
    loading ??= withTimeout(withTexts(load, areas), LIMITS.lazyLoadTimeoutMs).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const LazyDialog = (props: P) => {
    const { t } = useTranslation();
    const isOpened = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | undefined>(() => loaded);
    const { onClose } = props;
    // Mantine gives focus back only to a dialog that was mounted closed; the first one mounts open.
    const returnTo = useRef<HTMLElement | null>(null);

    useEffect(() => {
      if (!isOpened || Dialog) return;
      // Where the focus is when the dialog is asked for: the control that opened it.
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        returnTo.current = document.activeElement;
      }
      let isCurrent = true;
      fetchDialog().then(
        (component) => {
          if (!isCurrent) return;
          setDialog(() => component);
        },
        () => {
          if (!isCurrent) return;
          notifications.show({ color: 'red', message: t('common.loadFailed') });
          onClose();
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [isOpened, Dialog, onClose, t]);

    useEffect(() => {
      const target = returnTo.current;
      if (isOpened || !target) return;
      returnTo.current = null;
      // Only if the focus went nowhere else: it is still where the dialog left it (a field of the
      // closing dialog, however slow its exit transition), or that element is gone, or nowhere.
      const activeAtClose = document.activeElement;
      const timer = window.setTimeout(() => {
        const active = document.activeElement;
        const isAdrift =
          active === null || active === document.body || active === activeAtClose || !active.isConnected;
        if (target.isConnected && isAdrift) target.focus({ preventScroll: true });
      }, 10);
      return () => window.clearTimeout(timer);
    }, [isOpened]);

    return Dialog ? <Dialog {...props} /> : null;
  };
  return LazyDialog;
};
