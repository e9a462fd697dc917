import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { APP_BAR_HEIGHT } from '../ui/app-bar.ts';
import { TopBar } from './top-bar.tsx';

/** Pages without the academy navigation (landing, login, register): the general bar on top. */
export const GeneralLayout = () => (
  <AppShell header={{ height: APP_BAR_HEIGHT }}>
    <AppShell.Header>
      <TopBar />
    </AppShell.Header>
    <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
      <Outlet />
    </AppShell.Main>
  </AppShell>
);
