import { Button, Center } from '@mantine/core';

interface LoadMoreButtonProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
  label: string;
}

/** The next page of a paged list, on request; nothing once the list is complete. */
export const LoadMoreButton = ({ hasMore, isLoading, onLoad, label }: LoadMoreButtonProps) =>
  hasMore ? (
    <Center>
      <Button variant="default" loading={isLoading} onClick={onLoad}>
        {label}
      </Button>
    </Center>
  ) : null;
