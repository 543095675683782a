/** Picker items of people: the name, with the email under it. */
export const userItems = (users: readonly { id: number; name: string; email: string }[] = []) =>
  users.map((u) => ({ id: u.id, name: u.name, description: u.email }));

/** Picker items of projects: the name, with the code under it. */
export const projectItems = (
  projects: readonly { id: number; name: string; code: string }[] = [],
) => projects.map((p) => ({ id: p.id, name: p.name, description: p.code }));
