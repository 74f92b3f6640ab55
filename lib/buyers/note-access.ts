import { can, type HasRole } from "@/lib/auth/policy";

type Author = { authorId: string | null; authorEmail: string };
type Person = HasRole & { id: string; email: string };

/** The note's author: by id, or by e-mail for a note whose author id was not kept. */
export function isNoteAuthor(note: Author, user: Person): boolean {
  return note.authorId
    ? note.authorId === user.id
    : note.authorEmail.toLowerCase() === user.email.toLowerCase();
}

/** Authors edit and delete their own notes; others' need `buyers:notes:others` (admins and managers). */
export function mayChangeNoteOf(note: Author, user: Person): boolean {
  return isNoteAuthor(note, user) || can(user, "buyers:notes:others");
}
