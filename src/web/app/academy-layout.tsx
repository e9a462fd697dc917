import { AppShell, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { OfflineStateGate } from '../offline/offline-state-gate.tsx';
import { InsecureOriginAlert } from '../offline/secure-context-notice.tsx';
import { MENU_BUTTON_TARGET } from '../tour/fallback-targets.ts';
import { APP_BAR_HEIGHT } from '../ui/app-bar.ts';
import classes from './academy-layout.module.css';
import { AcademyNav } from './academy-nav.tsx';
import { TopBar } from './top-bar.tsx';

const NAV_ID = 'academy-navigation';

/** Spec §2 academy layout: the dark-blue left navigation (a burger on small screens) around the page. */
export const AcademyLayout = () => {
  const { t } = useTranslation();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new pathname) closes the small-screen drawer.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: APP_BAR_HEIGHT }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !isOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <TopBar
          withMenus={false}
          leading={
            <Burger
              opened={isOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              aria-expanded={isOpen}
              aria-controls={NAV_ID}
              data-tour={MENU_BUTTON_TARGET}
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar id={NAV_ID} aria-label={t('nav.label')} className={classes.navbar}>
        <AcademyNav />
      </AppShell.Navbar>
      <AppShell.Main>
        <InsecureOriginAlert />
        <OfflineStateGate />
      </AppShell.Main>
    </AppShell>
  );
};
