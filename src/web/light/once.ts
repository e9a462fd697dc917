const answers = new Map<string, Promise<unknown>>();

/** One request per page load for what does not change while the page is open (the auth config). */
export const fetchFirst = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    answers.set(key, answer);
  }
  return answer;
};
