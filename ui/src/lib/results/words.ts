// Lists of names for the past sessions' summaries (the backend's words::names says the same for
// everything a session view carries).

/** "Ana", "Ana and Eli", "Ana, Ben and Eli". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
