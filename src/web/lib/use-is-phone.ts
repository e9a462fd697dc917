import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint: the same width the CSS of the phone layouts uses (48em). */
export const PHONE_QUERY = '(max-width: 48em)';

/** Whether the page is laid out for a phone, known at the first render (no desktop flash). */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
