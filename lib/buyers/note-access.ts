import { can, type HasRole } from "@/lib/auth/policy";

type Author = { authorId: string | null; authorEmail: string };
type Person = HasRole & { id: string; email: string };

/** The note's author: by id, or by e-mail for a note whose author id was not kept. */
export function isNoteAuthor(note: Author, user: Person): boolean {
  return note.authorId
    ? note.authorId === user.id
    : note.authorEmail.toLowerCase() === user.email.toLowerCase();
}

/**
 * Only the author edits a note: it is shown under the author's e-mail, so another's words there would
 * be put in their mouth (issue 25 §4).
 */
export function mayEditNoteOf(note: Author, user: Person): boolean {
  return isNoteAuthor(note, user);
}

/** Authors delete their own notes; others' need `buyers:notes:others` (admins and managers). */
export function mayDeleteNoteOf(note: Author, user: Person): boolean {
  return isNoteAuthor(note, user) || can(user, "buyers:notes:others");
}
