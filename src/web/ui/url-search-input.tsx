import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

interface UrlSearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The search the URL holds now. */
  value: string;
  /** Called a moment after typing stops, to put the search in the URL. */
  onSearch: (search: string) => void;
}

/**
 * A list page's search box (STYLE rule 7: filters live in the URL). It shows what is typed at
 * once, commits it after a short pause, and follows the URL when back/forward changes it.
 */
export const UrlSearchInput = ({ value, onSearch, ...props }: UrlSearchInputProps) => {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const commit = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      {...props}
    />
  );
};
