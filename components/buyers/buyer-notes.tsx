"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { addBuyerNoteAction, editBuyerNoteAction, removeBuyerNoteAction } from "@/lib/actions/buyers/notes";
import { formatDateTime } from "@/lib/dates";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { useDateOptions } from "@/components/i18n/use-date-options";

/** `mayEdit`: the viewer wrote it; `mayDelete`: that, or may delete others' notes (the actions check again). */
type Note = { id: string; body: string; author: string; at: string; mayEdit: boolean; mayDelete: boolean };
type Result = { ok: boolean; message?: string; fieldErrors?: Record<string, string[]> };

/** Notes on the buyer (Palco's own, per producer): add, edit in place, remove. */
export function BuyerNotes({
  producer,
  buyerId,
  notes,
}: {
  producer: string;
  buyerId: string;
  notes: Note[];
}) {
  const t = useTranslations("buyers.notes");
  const { timeZone, locale } = useDateOptions();
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string[] | undefined>();
  const save = useMutation({ mutationFn: (call: () => Promise<Result>) => call() });
  const pending = save.isPending;

  // Returns the action's promise: a form waits for it before React resets its fields.
  const run = (call: () => Promise<Result>, after?: () => void) =>
    save.mutateAsync(call).then((result) => {
      setError(result.ok ? undefined : (result.fieldErrors?.body ?? [result.message ?? ""]));
      if (result.ok) {
        after?.();
        router.refresh();
      }
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-2"
          action={(form) => run(() => addBuyerNoteAction(producer, buyerId, String(form.get("body") ?? "")))}
        >
          <Label htmlFor="buyer-note">{t("add")}</Label>
          <Textarea
            id="buyer-note"
            name="body"
            rows={3}
            maxLength={2000}
            required
            aria-describedby="buyer-note-error"
          />
          <FieldError id="buyer-note-error" messages={error} />
          <Button type="submit" variant="secondary" disabled={pending} className="justify-self-start">
            {t("submit")}
          </Button>
        </form>
        {notes.length ? (
          <ul className="grid gap-3" aria-label={t("list")}>
            {notes.map((note) => (
              <li key={note.id} className="rounded-md border border-zinc-200 p-3">
                {editing === note.id ? (
                  <form
                    className="grid gap-2"
                    action={(form) =>
                      run(
                        () => editBuyerNoteAction(note.id, String(form.get("body") ?? "")),
                        () => setEditing(null),
                      )
                    }
                  >
                    <Label htmlFor={`note-${note.id}`} className="sr-only">
                      {t("edit")}
                    </Label>
                    <Textarea
                      id={`note-${note.id}`}
                      name="body"
                      rows={3}
                      maxLength={2000}
                      defaultValue={note.body}
                      required
                    />
                    <div className="flex gap-2">
                      <Button type="submit" size="sm" disabled={pending}>
                        {t("save")}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                        {t("cancel")}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <>
                    <p className="text-sm whitespace-pre-wrap text-zinc-900">{note.body}</p>
                    <p className="mt-2 text-xs text-zinc-600">
                      {note.author} · {formatDateTime(note.at, { locale, timeZone })}
                    </p>
                    {note.mayEdit || note.mayDelete ? (
                      <div className="mt-2 flex gap-2">
                        {note.mayEdit ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setEditing(note.id)}
                            aria-label={t("editOf", { at: formatDateTime(note.at, { locale, timeZone }) })}
                          >
                            {t("edit")}
                          </Button>
                        ) : null}
                        {note.mayDelete ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={pending}
                            aria-label={t("removeOf", { at: formatDateTime(note.at, { locale, timeZone }) })}
                            onClick={() => void run(() => removeBuyerNoteAction(note.id))}
                          >
                            {t("remove")}
                          </Button>
                        ) : null}
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-600">{t("none")}</p>
        )}
      </CardContent>
    </Card>
  );
}
