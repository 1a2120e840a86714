/** Display limits from the spec: how many list items a card shows before '+N more'. */
export const displayLimits = { skills: 3, topics: 4, audience: 2, objectives: 3 } as const;

/** Total hours of a path: the sum of its stages. */
export function totalHours(stages: readonly { hours: number }[]): number {
  return stages.reduce((sum, s) => sum + s.hours, 0);
}
