/** Under `['courses']`, so a `course.changed` live event refreshes the editor's copy too. */
export const courseEditorKeys = {
  detail: (id: string) => ['courses', 'detail', id] as const,
};
