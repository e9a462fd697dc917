import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** Spec §9: the navbar is dark blue; the same blue is the primary colour. */
const navy: MantineColorsTuple = [
  '#e9effb',
  '#cfdcf3',
  '#a1b9e6',
  '#7094d9',
  '#4874ce',
  '#2f61c8',
  '#2156c5',
  '#1447ad',
  '#0b3c9b',
  '#0a2a6b',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy },
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  components: {
    // A modal's header is not the page banner: a <header> inside a dialog confuses landmark navigation.
    ModalHeader: { defaultProps: { component: 'div' } },
    ActionIcon: { classNames: { root: classes.actionIcon } },
    // The focus placeholder is a role="presentation" child of role="menu" that axe rejects
    // (aria-required-children); without it an open menu focuses its first item, as menus should.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Under a title, Mantine writes a notification's text in a grey below 4.5:1 on white.
    Notification: { classNames: { description: classes.notificationDescription } },
  },
});

/** Mantine's dimmed grey and error red are below 4.5:1 on white; darker shades keep them readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: {},
});
