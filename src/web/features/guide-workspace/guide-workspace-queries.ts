import { fetchGuide } from './guide-workspace-api.ts';

/** Under `['guides']`, so whatever refreshes the guides (live events, the cache rule) reaches it too. */
export const guideWorkspaceKeys = {
  detail: (id: string) => ['guides', 'detail', id] as const,
};

/** Template saves still landing after their workspace closed; opening the guide again waits for them. */
export const leavingGuideSaves = new Map<string, Promise<void>>();

export const fetchGuideAfterLeavingSaves = async (id: string) => {
  await leavingGuideSaves.get(id);
  return fetchGuide(id);
};
